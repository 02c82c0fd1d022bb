import type { PortfolioSummary } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The key the spec's client invalidates for a league's portfolio (docs/product/trading.md#portfolios); championships use the same shape. */
export const competitionPortfolioQueryKey = (competitionId: number) =>
  [`/api/leagues/${competitionId}/portfolio`] as const;

/** GET /api/competition/{id}/portfolio: the caller's portfolio in a league or the current championship season. */
export function getCompetitionPortfolio(competitionId: number): Promise<PortfolioSummary> {
  return api.get<PortfolioSummary>(`/api/competition/${competitionId}/portfolio`);
}
