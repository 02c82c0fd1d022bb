import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinCompetitionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { competitionQueryKey } from './get-competition.ts';
import { competitionsQueryKey } from './get-competitions.ts';
import { participationQueryKey } from './get-participation.ts';
import { userCompetitionsQueryKey } from './get-user-competitions.ts';

/** POST /api/competition/{id}/join (no body): opens the caller's $100,000 portfolio for the current season. */
export function joinChampionship(id: number): Promise<JoinCompetitionResponse> {
  return api.post<JoinCompetitionResponse>(`/api/competition/${id}/join`);
}

/** Joins, then refreshes the participation and the competition lists so the card turns to Enter Arena. */
export function useJoinChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChampionship,
    onSuccess: (result, id) => {
      queryClient.setQueryData(participationQueryKey(id), { isParticipating: true, canRejoin: false });
      queryClient.setQueryData(competitionQueryKey(id), result.competition);
      for (const key of [competitionsQueryKey, userCompetitionsQueryKey, competitionQueryKey(id)])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
