import { useMutation } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';

/** POST /api/auth/reset-password — the error text is read from the field `error` (docs/product/accounts.md#password-reset). */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  try {
    await api.post<unknown>('/api/auth/reset-password', input);
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'Request failed');
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
