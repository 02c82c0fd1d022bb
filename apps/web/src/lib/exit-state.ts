import { useSyncExternalStore } from 'react';

/**
 * Leaving the signed-in app (sign-out, account deletion). While an exit is pending the app shows a neutral
 * screen instead of routes, so switching to the signed-out route set never flashes a sign-in page; after
 * `delayMs` the app goes home and the exit ends.
 */
export type ExitReason = 'sign-out' | 'account-deleted';
export interface PendingExit {
  reason: ExitReason;
  delayMs: number;
}

let current: PendingExit | null = null;
const listeners = new Set<() => void>();

function emit(next: PendingExit | null): void {
  current = next;
  for (const l of listeners) l();
}

export function beginExit(reason: ExitReason, delayMs: number): void {
  emit({ reason, delayMs });
}

export function endExit(): void {
  emit(null);
}

export function usePendingExit(): PendingExit | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
