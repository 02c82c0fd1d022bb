import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Competition, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const competitionQueryKey = (id: number) => [`/api/competitions/${id}`] as const;

/** GET /api/competitions/{id}: one league or championship as the caller sees it (state, season end, prize pool). */
export function getCompetition(id: number): Promise<Competition> {
  return api.get<Competition>(`/api/competitions/${id}`);
}

/** Stale after 2 minutes; the pages that gate on its state refetch it when a countdown ends. */
export function competitionQueryOptions(id: number) {
  return queryOptions({
    queryKey: competitionQueryKey(id),
    queryFn: () => getCompetition(id),
    staleTime: STALE_MS.competitions,
  });
}

export function useCompetition(id: number | null) {
  return useQuery({ ...competitionQueryOptions(id ?? 0), enabled: id !== null });
}
