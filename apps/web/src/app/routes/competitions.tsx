import { useSearchParams } from 'react-router';
import { CompetitionsPage } from '@/features/competitions/components/competitions-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /competitions: the Trading Leagues page; ?join={code} (an invitation link) opens Join League filled in. */
export function CompetitionsRoute() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  return (
    <>
      <title>Trading Leagues — TradeArena</title>
      <CompetitionsPage timeZone={user?.timezone || detectTimezone()} inviteCode={params.get('join') ?? undefined} />
    </>
  );
}
