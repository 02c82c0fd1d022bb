import { useParams } from 'react-router';
import { StockPage } from '@/features/portfolio/components/stock-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';
import { usePlayerPortfolios } from '../layouts/traded-portfolio.ts';

/**
 * /stocks/{symbol}: a stock's page, its times in the user's time zone, the player's position shown in each of their
 * portfolios (the header switcher's list), each linking to its trading page on the symbol.
 */
export function StockRoute() {
  const { user } = useCurrentUser();
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const portfolios = usePlayerPortfolios(true, null, symbol);
  return (
    <>
      <title>{`${symbol} — TradeArena`}</title>
      <StockPage key={symbol} symbol={symbol} timeZone={user?.timezone || detectTimezone()} portfolios={portfolios} />
    </>
  );
}
