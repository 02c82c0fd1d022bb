import { TrendingPage } from '@/features/market/components/trending-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';

/** /trending for everyone; the back link goes to the dashboard when signed in, else home (docs/product/trading.md#trending-and-screener). */
export function TrendingRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Trending Stocks — TradeArena</title>
      <TrendingPage
        backHref={user ? paths.dashboard.getHref() : paths.home.getHref()}
        backLabel={user ? 'Back to Dashboard' : 'Back to Home'}
        standalone={!user}
      />
    </>
  );
}
