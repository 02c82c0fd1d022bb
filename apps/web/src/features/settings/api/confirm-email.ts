import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailResponse } from '@tradearena/contracts';
import { api, serverText } from '@/lib/api-client.ts';
import { readStoredUser, updateStoredUser } from '@/lib/auth-storage.ts';
import { currentUserQueryKey, getUser } from '@/lib/current-user.ts';

/** POST /api/user/confirm-email — the token of the emailed link; signed in or not. Errors read the field `error`. */
export async function confirmEmail(input: { token: string }): Promise<ConfirmEmailResponse> {
  try {
    return await api.post<ConfirmEmailResponse>('/api/user/confirm-email', input);
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'Failed to confirm your email. Please try again.');
  }
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      // A signed-in browser may be the account whose email changed: show the server's user from now on.
      if (readStoredUser()) {
        const me = await getUser().catch(() => null);
        if (me) updateStoredUser(me);
      }
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
