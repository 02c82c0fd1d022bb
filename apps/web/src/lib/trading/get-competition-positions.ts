import type { Position } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The key a purchase or transfer invalidates for a league's positions (docs/product/store-and-bank.md#card-payments). */
export const competitionPositionsQueryKey = (competitionId: number) =>
  [`/api/leagues/${competitionId}/positions`] as const;

/** GET /api/competition/{id}/positions: the caller's positions there, valued at current prices. */
export function getCompetitionPositions(competitionId: number): Promise<Position[]> {
  return api.get<Position[]>(`/api/competition/${competitionId}/positions`);
}
