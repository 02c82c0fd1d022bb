import { ChampionshipPortfolioRoute } from './championship-portfolio.tsx';

/** /weekly-portfolio: the weekly championship's arena (competition 1). */
export function WeeklyPortfolioRoute() {
  return <ChampionshipPortfolioRoute kind="weekly" />;
}
