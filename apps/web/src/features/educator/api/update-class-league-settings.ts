import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseRules, LeagueSettingsBody, LeagueSettingsResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** PATCH /api/leagues/{id}/settings: the educator changes the named switches of a class league. */
export function updateClassLeagueSettings(id: number, body: LeagueSettingsBody): Promise<LeagueSettingsResponse> {
  return api.patch<LeagueSettingsResponse>(`/api/leagues/${id}/settings`, body);
}

/**
 * One switch of a class league: short selling (ADR 015) or bank and store cash into its portfolios (ADR 012).
 * The educator's screens refetch after a save.
 */
export function useUpdateClassLeagueSettings(
  id: number,
  setting: 'shortSellingAllowed' | 'allowBankTransfers' = 'shortSellingAllowed',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateClassLeagueSettings(id, { [setting]: on }),
    onSuccess: () => invalidateEducatorData(queryClient),
  });
}

/** The class's house rules (ADR 026): the whole set is saved at once; null clears it. */
export function useUpdateClassHouseRules(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: HouseRules | null) => updateClassLeagueSettings(id, { rules }),
    onSuccess: () => invalidateEducatorData(queryClient),
  });
}
