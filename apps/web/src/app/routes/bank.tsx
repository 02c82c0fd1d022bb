import { BankPage } from '@/features/bank/components/bank-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /bank. */
export function BankRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Trading Bank — TradeArena</title>
      <BankPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
