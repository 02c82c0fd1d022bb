import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EducatorLeague, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educatorQueryPrefix } from './educator-queries.ts';

export const educatorLeaguesQueryKey = [...educatorQueryPrefix, '/api/educator/leagues'] as const;

/** GET /api/educator/leagues: the educator's class leagues with invite codes and student counts. */
export function getEducatorLeagues(): Promise<EducatorLeague[]> {
  return api.get<EducatorLeague[]>('/api/educator/leagues');
}

/** Educator lists are stale after 60 s (docs/product/accounts.md#refresh-and-stale-times). */
export function educatorLeaguesQueryOptions() {
  return queryOptions({
    queryKey: educatorLeaguesQueryKey,
    queryFn: getEducatorLeagues,
    staleTime: STALE_MS.educatorLists,
  });
}

export function useEducatorLeagues() {
  return useQuery(educatorLeaguesQueryOptions());
}
