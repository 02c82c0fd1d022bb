import { useParams } from 'react-router';
import { StockPage } from '@/features/portfolio/components/stock-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /stocks/{symbol}: a stock's page, its times in the user's time zone. */
export function StockRoute() {
  const { user } = useCurrentUser();
  const symbol = (useParams().symbol ?? '').toUpperCase();
  return (
    <>
      <title>{`${symbol} — TradeArena`}</title>
      <StockPage key={symbol} symbol={symbol} timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
