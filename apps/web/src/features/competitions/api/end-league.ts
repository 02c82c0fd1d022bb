import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndLeagueResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { competitionQueryKey } from './get-competition.ts';
import { leagueHistoryQueryKey } from './get-league-history.ts';
import { invalidateLeagueLists } from './league-queries.ts';

/** POST /api/leagues/{id}/end with an empty JSON body: creator only, finalizes the standings at once. */
export function endLeague(id: number): Promise<EndLeagueResponse> {
  return api.post<EndLeagueResponse>(`/api/leagues/${id}/end`, {});
}

export function useEndLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLeague,
    onSuccess: (_result, id) => {
      invalidateLeagueLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: competitionQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: leagueHistoryQueryKey });
    },
  });
}
