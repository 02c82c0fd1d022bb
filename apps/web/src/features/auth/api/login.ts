import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';
import { completeSignIn } from './complete-sign-in.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login — the server's `message`, or 'Login failed'. */
export async function login(input: LoginInput): Promise<unknown> {
  try {
    return await api.post<unknown>('/api/auth/login', input);
  } catch (error) {
    throw new Error(serverText(error, 'message') ?? 'Login failed');
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (data) => completeSignIn(queryClient, data) });
}
