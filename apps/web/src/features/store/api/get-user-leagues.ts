import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS, type UserLeague } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The same key as the Trading Leagues page's list, so both share one cache entry and one refresh. */
export const userLeaguesQueryKey = ['/api/user/leagues'] as const;

/** GET /api/user/leagues: the caller's friend leagues (the store offers those they may upgrade). */
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
