import { ChampionshipCards } from '@/features/competitions/components/championship-cards.tsx';
import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { MarketMovers } from '@/features/market/components/market-movers.tsx';

/** / and /dashboard when signed in. Educators get the educator dashboard here once it exists (spec 01 §6). */
export function DashboardRoute() {
  return (
    <>
      <title>Dashboard — TradeArena</title>
      <Dashboard marketMovers={<MarketMovers />} championships={<ChampionshipCards />} />
    </>
  );
}
