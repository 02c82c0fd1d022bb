import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitionLeaderboard } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { api } from '@/lib/api-client.ts';
import { STANDINGS_REFRESH_MS } from './standings-refresh.ts';

export const competitionLeaderboardQueryKey = (id: number) => [`/api/competitions/${id}/leaderboard`] as const;

/**
 * GET /api/competitions/{id}/leaderboard: top 10, the caller's own row, the prize distribution, with the figures of
 * the ranking modes, in the official order or in `rank`'s (ADR 023).
 */
export function getCompetitionLeaderboard(id: number, rank?: RankingMode): Promise<CompetitionLeaderboard> {
  return api.get<CompetitionLeaderboard>(`/api/competitions/${id}/leaderboard${rank ? `?rank=${rank}` : ''}`);
}

export function competitionLeaderboardQueryOptions(id: number, rank?: RankingMode) {
  return queryOptions({
    queryKey: rank ? [...competitionLeaderboardQueryKey(id), rank] : competitionLeaderboardQueryKey(id),
    queryFn: () => getCompetitionLeaderboard(id, rank),
    // Switching the view keeps the last standings (and the mode switch) on screen until the new order arrives.
    placeholderData: keepPreviousData,
    refetchInterval: STANDINGS_REFRESH_MS,
  });
}

export function useCompetitionLeaderboard(id: number, rank?: RankingMode) {
  return useQuery(competitionLeaderboardQueryOptions(id, rank));
}
