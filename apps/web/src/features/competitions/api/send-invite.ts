import { useMutation } from '@tanstack/react-query';
import type { SuccessMessage } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export interface InviteInput {
  leagueId: number;
  email: string;
  customMessage: string;
}

/** POST /api/competitions/{id}/invite: emails the invite code and a join link (creator of a private league only). */
export function sendInvite({ leagueId, email, customMessage }: InviteInput): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/api/competitions/${leagueId}/invite`, {
    email,
    ...(customMessage ? { customMessage } : {}),
  });
}

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
