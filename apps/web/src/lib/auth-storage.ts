import type { User } from '@tradearena/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user kept in the browser (docs/product/accounts.md): the user object under `user` and the auth flag
 * `isAuthenticated` = 'true'. Signed in means both are present. Components read it through `useStoredUser`,
 * which re-renders on every change in this tab and on `storage` events from other tabs.
 */
export type { User };

export const USER_KEY = 'user';
export const AUTH_FLAG_KEY = 'isAuthenticated';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: User | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (typeof v.id === 'number' || typeof v.id === 'string') && typeof v.username === 'string';
}

/** The stored user when the auth flag is 'true', else null. Returns the same object until storage changes. */
export function readStoredUser(): User | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(AUTH_FLAG_KEY) === 'true' ? localStorage.getItem(USER_KEY) : null;
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = isUser(parsed) ? { ...parsed, id: Number(parsed.id) } : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

/** After sign-in or sign-up: keep the user and raise the auth flag. */
export function storeSignedInUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(AUTH_FLAG_KEY, 'true');
  notify();
}

/** Merges fields into the stored user (profile edits, detected timezone). Does nothing when signed out. */
export function updateStoredUser(patch: Partial<User>): void {
  const current = readStoredUser();
  if (!current) return;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...current, ...patch }));
  notify();
}

/** Sign-out: clears all browser storage of this origin (docs/product/accounts.md#sign-up-and-sign-in). */
export function clearBrowserStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } finally {
    notify();
  }
}

export function subscribeToAuthStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === AUTH_FLAG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredUser(): User | null {
  return useSyncExternalStore(subscribeToAuthStorage, readStoredUser, () => null);
}
