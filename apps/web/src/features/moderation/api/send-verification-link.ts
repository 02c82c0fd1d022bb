import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tradearena/contracts';
import { api, serverText } from '@/lib/api-client.ts';

/**
 * POST /api/user/verify-email — emails the signed-in user a link proving they control the account's address (an
 * operator's address must be proven before it moderates). Errors read the field `error`.
 */
export async function sendVerificationLink(): Promise<MessageResponse> {
  try {
    return await api.post<MessageResponse>('/api/user/verify-email');
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'The confirmation link could not be sent. Please try again.');
  }
}

export function useSendVerificationLink() {
  return useMutation({ mutationFn: sendVerificationLink });
}
