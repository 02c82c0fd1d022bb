import { TradingPage } from '@/features/portfolio/components/trading-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /portfolio: the personal trading page, its clock in the user's time zone. */
export function PortfolioRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Portfolio — TradeArena</title>
      <TradingPage timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
