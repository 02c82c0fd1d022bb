import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueLeaderboardRow } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { api } from '@/lib/api-client.ts';
import { STANDINGS_REFRESH_MS } from './standings-refresh.ts';

export const leagueLeaderboardQueryKey = (id: number) => [`/api/leagues/${id}/leaderboard`] as const;

/**
 * GET /api/leagues/{id}/leaderboard: every participant with rank, profit/loss, return % and the figures of the
 * ranking modes, in the league's official order, or in `rank`'s (ADR 023).
 */
export function getLeagueLeaderboard(id: number, rank?: RankingMode): Promise<LeagueLeaderboardRow[]> {
  return api.get<LeagueLeaderboardRow[]>(`/api/leagues/${id}/leaderboard${rank ? `?rank=${rank}` : ''}`);
}

export function leagueLeaderboardQueryOptions(id: number, rank?: RankingMode) {
  return queryOptions({
    queryKey: rank ? [...leagueLeaderboardQueryKey(id), rank] : leagueLeaderboardQueryKey(id),
    queryFn: () => getLeagueLeaderboard(id, rank),
    refetchInterval: STANDINGS_REFRESH_MS,
  });
}

export function useLeagueLeaderboard(id: number, rank?: RankingMode) {
  return useQuery(leagueLeaderboardQueryOptions(id, rank));
}
