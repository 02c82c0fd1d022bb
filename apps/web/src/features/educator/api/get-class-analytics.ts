import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClassAnalyticsResponse, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { type ClassFilter, educatorQueryPrefix } from './educator-queries.ts';

export const classAnalyticsQueryKey = (filter: ClassFilter) =>
  [...educatorQueryPrefix, `/api/educator/analytics/${filter}`] as const;

/** GET /api/educator/analytics/{leagueId|all}: the real class figures of the summary tabs and analytics card. */
export function getClassAnalytics(filter: ClassFilter): Promise<ClassAnalyticsResponse> {
  return api.get<ClassAnalyticsResponse>(`/api/educator/analytics/${filter}`);
}

export function classAnalyticsQueryOptions(filter: ClassFilter) {
  return queryOptions({
    queryKey: classAnalyticsQueryKey(filter),
    queryFn: () => getClassAnalytics(filter),
    staleTime: STALE_MS.educatorLists,
  });
}

export function useClassAnalytics(filter: ClassFilter) {
  return useQuery(classAnalyticsQueryOptions(filter));
}
