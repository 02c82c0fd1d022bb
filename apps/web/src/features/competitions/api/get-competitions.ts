import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Competition, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const competitionsQueryKey = ['/api/competitions'] as const;

/** GET /api/competitions: the championships and the leagues the caller may see. */
export function getCompetitions(): Promise<Competition[]> {
  return api.get<Competition[]>('/api/competitions');
}

/** Stale after 2 minutes (docs/product/accounts.md#refresh-and-stale-times). */
export function competitionsQueryOptions() {
  return queryOptions({ queryKey: competitionsQueryKey, queryFn: getCompetitions, staleTime: STALE_MS.competitions });
}

export function useCompetitions() {
  return useQuery(competitionsQueryOptions());
}
