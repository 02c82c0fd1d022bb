import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@tradearena/contracts';
import { api, serverText } from '@/lib/api-client.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';

/**
 * POST /api/user/verify-email/confirm — the token of the emailed verification link; only in a browser signed in to
 * the account that asked for it. Errors read the field `error`.
 */
export async function verifyEmail(input: { token: string }): Promise<VerifyEmailResponse> {
  try {
    return await api.post<VerifyEmailResponse>('/api/user/verify-email/confirm', input);
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'Failed to confirm your email. Please try again.');
  }
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The server's user now says emailVerified (and isOperator for a listed address): read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
