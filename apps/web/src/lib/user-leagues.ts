import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS, type UserLeague } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const userLeaguesQueryKey = ['/api/user/leagues'] as const;

/**
 * GET /api/user/leagues: the caller's friend leagues (id, name, state, creator or not, private or not): the Trading
 * Leagues page, the header's portfolio switcher and the store (the leagues they may upgrade) share one cache entry.
 */
export function getUserLeagues(): Promise<UserLeague[]> {
  return api.get<UserLeague[]>('/api/user/leagues');
}

/** Stale after 2 minutes (docs/product/accounts.md#refresh-and-stale-times). */
export function userLeaguesQueryOptions() {
  return queryOptions({ queryKey: userLeaguesQueryKey, queryFn: getUserLeagues, staleTime: STALE_MS.userLeagues });
}

export function useUserLeagues() {
  return useQuery(userLeaguesQueryOptions());
}
