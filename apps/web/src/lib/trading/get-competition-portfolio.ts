import type { PortfolioSummary } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The key a purchase or transfer invalidates for a league's portfolio (docs/product/store-and-bank.md#card-payments); championships use the same shape. */
export const competitionPortfolioQueryKey = (competitionId: number) =>
  [`/api/leagues/${competitionId}/portfolio`] as const;

/** GET /api/competition/{id}/portfolio: the caller's portfolio in a league or the current championship season. */
export function getCompetitionPortfolio(competitionId: number): Promise<PortfolioSummary> {
  return api.get<PortfolioSummary>(`/api/competition/${competitionId}/portfolio`);
}
