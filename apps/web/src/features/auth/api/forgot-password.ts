import { useMutation } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';

/** POST /api/auth/forgot-password — the error text is read from the field `message` (docs/product/accounts.md#password-reset). */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  try {
    await api.post<unknown>('/api/auth/forgot-password', input);
  } catch (error) {
    throw new Error(serverText(error, 'message') ?? 'Request failed');
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
