import { ChampionshipCards } from '@/features/competitions/components/championship-cards.tsx';
import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { MarketMovers } from '@/features/market/components/market-movers.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { lazyNamed } from '../lazy-named.ts';

const EducatorDashboardRoute = lazyNamed(() => import('./educator-dashboard.tsx'), 'EducatorDashboardRoute');

/** / and /dashboard when signed in: educators get the educator dashboard (docs/product/accounts.md#roles), players theirs. */
export function DashboardRoute() {
  const { user } = useCurrentUser();
  if (user?.isEducator) return <EducatorDashboardRoute />;
  return (
    <>
      <title>Dashboard — TradeArena</title>
      <Dashboard marketMovers={<MarketMovers />} championships={<ChampionshipCards />} />
    </>
  );
}
