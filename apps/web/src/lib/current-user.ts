import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS } from '@tradearena/contracts';
import { api } from './api-client.ts';
import { type User, useStoredUser } from './auth-storage.ts';
import { nullOn401 } from './query-client.ts';

/** Answers of the auth endpoints carry the user as `{ user }`; GET /api/user may send the user itself. */
export function pickUser(data: unknown): User | null {
  if (!data || typeof data !== 'object') return null;
  const inner = (data as { user?: unknown }).user;
  const candidate = (inner && typeof inner === 'object' ? inner : data) as Partial<User>;
  if (candidate.id === undefined || typeof candidate.username !== 'string') return null;
  return { ...(candidate as User), id: Number(candidate.id) };
}

/** GET /api/user — null when signed out (401). */
export async function getUser(): Promise<User | null> {
  return pickUser(await nullOn401(() => api.get<unknown>('/api/user')));
}

export const currentUserQueryKey = ['user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getUser,
    staleTime: STALE_MS.user,
    retry: false,
  });
}

/**
 * The current user (docs/product/trading.md): the stored user when the browser is flagged signed in; otherwise the user
 * fetched from GET /api/user (only then, no retry). `isLoading` is true while that fetch runs.
 */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const stored = useStoredUser();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: stored === null });
  if (stored) return { user: stored, isLoading: false };
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
