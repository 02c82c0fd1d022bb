import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { type LeagueStatsRow, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educatorQueryPrefix } from './educator-queries.ts';

export const leagueStatsQueryKey = (id: number) => [...educatorQueryPrefix, `/api/leagues/${id}/stats`] as const;

/** GET /api/leagues/{id}/stats: one row per player (value, return, trades, win rate, rank). */
export function getLeagueStats(id: number): Promise<LeagueStatsRow[]> {
  return api.get<LeagueStatsRow[]>(`/api/leagues/${id}/stats`);
}

export function leagueStatsQueryOptions(id: number) {
  return queryOptions({
    queryKey: leagueStatsQueryKey(id),
    queryFn: () => getLeagueStats(id),
    staleTime: STALE_MS.educatorLists,
  });
}

export function useLeagueStats(id: number) {
  return useQuery(leagueStatsQueryOptions(id));
}

/** The stats of several leagues at once (top performers across all classes). */
export function useLeaguesStats(ids: number[]) {
  return useQueries({ queries: ids.map((id) => leagueStatsQueryOptions(id)) });
}
