import { useMutation } from '@tanstack/react-query';
import type { CreateReplayBody, ReplayResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/educator/leagues/{id}/replay: a Mystery Day replay for the class's current students (ADR 025). */
export function runClassReplay(input: { leagueId: number } & Partial<CreateReplayBody>): Promise<ReplayResponse> {
  const { leagueId, ...body } = input;
  return api.post<ReplayResponse>(`/api/educator/leagues/${leagueId}/replay`, body);
}

export function useRunClassReplay() {
  return useMutation({ mutationFn: runClassReplay });
}
