import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EducatorAssignment, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educatorQueryPrefix } from './educator-queries.ts';

export const educatorAssignmentsQueryKey = [...educatorQueryPrefix, '/api/educator/assignments'] as const;

/** GET /api/educator/assignments: every assignment of the educator's classes with the students' goal results. */
export function getEducatorAssignments(): Promise<EducatorAssignment[]> {
  return api.get<EducatorAssignment[]>('/api/educator/assignments');
}

export function educatorAssignmentsQueryOptions() {
  return queryOptions({
    queryKey: educatorAssignmentsQueryKey,
    queryFn: getEducatorAssignments,
    staleTime: STALE_MS.educatorLists,
  });
}

export function useEducatorAssignments() {
  return useQuery(educatorAssignmentsQueryOptions());
}
