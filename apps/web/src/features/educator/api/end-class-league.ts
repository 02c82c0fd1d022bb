import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndLeagueResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** POST /api/leagues/{id}/end: the educator (its creator) ends a class league (no body, docs/product/educators.md#class-leagues); rankings saved to history. */
export function endClassLeague(id: number): Promise<EndLeagueResponse> {
  return api.post<EndLeagueResponse>(`/api/leagues/${id}/end`);
}

export function useEndClassLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endClassLeague, onSuccess: () => invalidateEducatorData(queryClient) });
}
