import { ChampionshipPortfolioRoute } from './championship-portfolio.tsx';

/** /monthly-portfolio: the monthly championship's arena (competition 2). */
export function MonthlyPortfolioRoute() {
  return <ChampionshipPortfolioRoute kind="monthly" />;
}
