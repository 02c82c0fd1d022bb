import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitionLeaderboard } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { STANDINGS_REFRESH_MS } from './standings-refresh.ts';

export const competitionLeaderboardQueryKey = (id: number) => [`/api/competitions/${id}/leaderboard`] as const;

/** GET /api/competitions/{id}/leaderboard: top 10, the caller's own row, the prize distribution. */
export function getCompetitionLeaderboard(id: number): Promise<CompetitionLeaderboard> {
  return api.get<CompetitionLeaderboard>(`/api/competitions/${id}/leaderboard`);
}

export function competitionLeaderboardQueryOptions(id: number) {
  return queryOptions({
    queryKey: competitionLeaderboardQueryKey(id),
    queryFn: () => getCompetitionLeaderboard(id),
    refetchInterval: STANDINGS_REFRESH_MS,
  });
}

export function useCompetitionLeaderboard(id: number) {
  return useQuery(competitionLeaderboardQueryOptions(id));
}
