import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeagueSettingsResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { competitionQueryKey } from './get-competition.ts';
import { invalidateLeagueLists } from './league-queries.ts';

/** PATCH /api/leagues/{id}/settings (docs/product/competitions.md#league-settings): the creator switches short selling on or off. */
export function updateLeagueSettings(id: number, shortSellingAllowed: boolean): Promise<LeagueSettingsResponse> {
  return api.patch<LeagueSettingsResponse>(`/api/leagues/${id}/settings`, { shortSellingAllowed });
}

/** The league's own page and the league lists refetch; its trade ticket follows the refetched league. */
export function useUpdateLeagueSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortSellingAllowed: boolean) => updateLeagueSettings(id, shortSellingAllowed),
    onSuccess: () => {
      invalidateLeagueLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: competitionQueryKey(id) });
    },
  });
}
