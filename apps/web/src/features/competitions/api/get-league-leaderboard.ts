import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueLeaderboardRow } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { STANDINGS_REFRESH_MS } from './standings-refresh.ts';

export const leagueLeaderboardQueryKey = (id: number) => [`/api/leagues/${id}/leaderboard`] as const;

/** GET /api/leagues/{id}/leaderboard: every participant with rank, profit/loss and return %. */
export function getLeagueLeaderboard(id: number): Promise<LeagueLeaderboardRow[]> {
  return api.get<LeagueLeaderboardRow[]>(`/api/leagues/${id}/leaderboard`);
}

export function leagueLeaderboardQueryOptions(id: number) {
  return queryOptions({
    queryKey: leagueLeaderboardQueryKey(id),
    queryFn: () => getLeagueLeaderboard(id),
    refetchInterval: STANDINGS_REFRESH_MS,
  });
}

export function useLeagueLeaderboard(id: number) {
  return useQuery(leagueLeaderboardQueryOptions(id));
}
