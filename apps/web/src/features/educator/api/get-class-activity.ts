import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClassActivityItem, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { type ClassFilter, educatorQueryPrefix, leagueFilterQuery } from './educator-queries.ts';

export const classActivityQueryKey = (filter: ClassFilter) =>
  [...educatorQueryPrefix, '/api/educator/activity', filter] as const;

/** GET /api/educator/activity[?leagueId=]: the 5 latest student trades. */
export function getClassActivity(filter: ClassFilter): Promise<ClassActivityItem[]> {
  return api.get<ClassActivityItem[]>(`/api/educator/activity${leagueFilterQuery(filter)}`);
}

export function classActivityQueryOptions(filter: ClassFilter) {
  return queryOptions({
    queryKey: classActivityQueryKey(filter),
    queryFn: () => getClassActivity(filter),
    staleTime: STALE_MS.educatorLists,
  });
}

export function useClassActivity(filter: ClassFilter) {
  return useQuery(classActivityQueryOptions(filter));
}
