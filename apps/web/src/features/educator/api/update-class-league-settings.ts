import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeagueSettingsResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** PATCH /api/leagues/{id}/settings (issue 17): the educator switches short selling on or off for a class league. */
export function updateClassLeagueSettings(id: number, shortSellingAllowed: boolean): Promise<LeagueSettingsResponse> {
  return api.patch<LeagueSettingsResponse>(`/api/leagues/${id}/settings`, { shortSellingAllowed });
}

export function useUpdateClassLeagueSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortSellingAllowed: boolean) => updateClassLeagueSettings(id, shortSellingAllowed),
    onSuccess: () => invalidateEducatorData(queryClient),
  });
}
