import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';
import { completeSignIn } from './complete-sign-in.ts';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
}

/** POST /api/auth/register — same handling as login (docs/product/accounts.md#sign-up-and-sign-in). */
export async function register(input: RegisterInput): Promise<unknown> {
  try {
    return await api.post<unknown>('/api/auth/register', input);
  } catch (error) {
    throw new Error(serverText(error, 'message') ?? 'Login failed');
  }
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (data) => completeSignIn(queryClient, data) });
}
