import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';
import { completeSignIn } from './complete-sign-in.ts';

/** An email, or the username of a student account a teacher created (it has no email). */
export type LoginInput = ({ email: string } | { username: string }) & { password: string };

/** What the sign-in field holds, as the request names it: anything with an @ is an email, else a username. */
export function loginIdentity(typed: string): { email: string } | { username: string } {
  const value = typed.trim();
  return value.includes('@') ? { email: value } : { username: value };
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
