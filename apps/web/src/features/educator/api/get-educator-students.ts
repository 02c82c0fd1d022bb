import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EducatorStudent, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { type ClassFilter, educatorQueryPrefix, leagueFilterQuery } from './educator-queries.ts';

export const educatorStudentsQueryKey = (filter: ClassFilter) =>
  [...educatorQueryPrefix, '/api/educator/students', filter] as const;

/** GET /api/educator/students[?leagueId=]: one row per student per class, with the online dot. */
export function getEducatorStudents(filter: ClassFilter): Promise<EducatorStudent[]> {
  return api.get<EducatorStudent[]>(`/api/educator/students${leagueFilterQuery(filter)}`);
}

export function educatorStudentsQueryOptions(filter: ClassFilter) {
  return queryOptions({
    queryKey: educatorStudentsQueryKey(filter),
    queryFn: () => getEducatorStudents(filter),
    staleTime: STALE_MS.educatorLists,
  });
}

export function useEducatorStudents(filter: ClassFilter) {
  return useQuery(educatorStudentsQueryOptions(filter));
}
