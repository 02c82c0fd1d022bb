import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Competition, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const userCompetitionsQueryKey = ['/api/competitions/user'] as const;

/** GET /api/competitions/user: the leagues and championships the caller plays in, with invite codes. */
export function getUserCompetitions(): Promise<Competition[]> {
  return api.get<Competition[]>('/api/competitions/user');
}

/** Stale after 2 minutes, like the user's leagues (docs/product/accounts.md#refresh-and-stale-times). */
export function userCompetitionsQueryOptions() {
  return queryOptions({
    queryKey: userCompetitionsQueryKey,
    queryFn: getUserCompetitions,
    staleTime: STALE_MS.userLeagues,
  });
}

export function useUserCompetitions() {
  return useQuery(userCompetitionsQueryOptions());
}
