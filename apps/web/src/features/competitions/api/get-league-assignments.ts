import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignment } from '@tradearena/contracts';
import { STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const leagueAssignmentsQueryKey = (leagueId: number) => ['/api/leagues', leagueId, 'assignments'] as const;

/** GET /api/leagues/{id}/assignments; a failed lookup is an empty list (docs/product/educators.md#assignments). */
export async function getLeagueAssignments(leagueId: number): Promise<Assignment[]> {
  try {
    const list = await api.get<Assignment[]>(`/api/leagues/${leagueId}/assignments`);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Stale after 60 s (docs/product/accounts.md#refresh-and-stale-times). */
export function leagueAssignmentsQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: leagueAssignmentsQueryKey(leagueId),
    queryFn: () => getLeagueAssignments(leagueId),
    staleTime: STALE_MS.assignments,
  });
}

export function useLeagueAssignments(leagueId: number, enabled = true) {
  return useQuery({ ...leagueAssignmentsQueryOptions(leagueId), enabled });
}
