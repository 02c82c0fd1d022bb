import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_TOTAL_HEADER, type LeaderboardEntry, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { nullOn401 } from '@/lib/query-client.ts';

export type { LeaderboardEntry };

export interface Leaderboard {
  /** The top 10, then the user's own row when ranked beyond them. */
  entries: LeaderboardEntry[];
  /** How many players are ranked (the server's x-total-count header), null when not sent. */
  totalPlayers: number | null;
}

export const leaderboardQueryKey = ['/api/leaderboard'] as const;

/** GET /api/leaderboard; null on 401 (docs/product/trading.md#global-leaderboard). */
export async function getLeaderboard(): Promise<Leaderboard | null> {
  let totalPlayers: number | null = null;
  const entries = await nullOn401(() =>
    api.get<LeaderboardEntry[]>('/api/leaderboard', {
      onResponse: (r) => {
        const n = Number(r.headers.get(LEADERBOARD_TOTAL_HEADER));
        totalPlayers = r.headers.has(LEADERBOARD_TOTAL_HEADER) && Number.isInteger(n) && n >= 0 ? n : null;
      },
    }),
  );
  return entries ? { entries, totalPlayers } : null;
}

/** Every 30 s (docs/product/accounts.md#refresh-and-stale-times). */
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
