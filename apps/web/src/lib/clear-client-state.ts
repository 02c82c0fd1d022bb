import type { QueryClient } from '@tanstack/react-query';
import { clearBrowserStorage } from './auth-storage.ts';

/** Forget everything this browser knows about the user: all storage and the whole data cache (spec 01 §4). */
export function clearClientState(queryClient: QueryClient): void {
  clearBrowserStorage();
  queryClient.clear();
}
