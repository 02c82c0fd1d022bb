import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** DELETE /api/user/account (the client adds x-user-id from the stored user). */
export async function deleteAccount(): Promise<void> {
  await api.delete<unknown>('/api/user/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
