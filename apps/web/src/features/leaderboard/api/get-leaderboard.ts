import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeaderboardEntry, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { nullOn401 } from '@/lib/query-client.ts';

export type { LeaderboardEntry };

export const leaderboardQueryKey = ['/api/leaderboard'] as const;

/** GET /api/leaderboard: the top 10 then the user's own row when beyond; null on 401 (spec 01 §7). */
export function getLeaderboard(): Promise<LeaderboardEntry[] | null> {
  return nullOn401(() => api.get<LeaderboardEntry[]>('/api/leaderboard'));
}

/** Every 30 s (spec 01 §7). */
export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: leaderboardQueryKey,
    queryFn: getLeaderboard,
    refetchInterval: REFRESH_MS.leaderboard,
  });
}

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
