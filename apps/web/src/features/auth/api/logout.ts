import { api, isApiError } from '@/lib/api-client.ts';

/** POST /api/auth/logout — a 401 (already signed out) counts as success; any other failure is 'Logout failed'. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/api/auth/logout');
  } catch (error) {
    if (isApiError(error, 401)) return;
    throw new Error('Logout failed');
  }
}
