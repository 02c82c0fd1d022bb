import { useQueryClient } from '@tanstack/react-query';
import { LOGOUT_REDIRECT_MS } from '@tradearena/contracts';
import { useCallback } from 'react';
import { clearClientState } from '@/lib/clear-client-state.ts';
import { beginExit } from '@/lib/exit-state.ts';
import { logout } from '../api/logout.ts';

/**
 * Sign out (docs/product/accounts.md#sign-up-and-sign-in): call the logout endpoint; whatever it answers, clear all browser storage and the data
 * cache, then go to / after about 100 ms (the app shell performs the navigation when the exit ends).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    beginExit('sign-out', LOGOUT_REDIRECT_MS);
    try {
      await logout();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : 'Logout failed');
    } finally {
      clearClientState(queryClient);
    }
  }, [queryClient]);
}
