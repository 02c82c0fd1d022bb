import type { QueryClient } from '@tanstack/react-query';
import { clearBrowserStorage } from './auth-storage.ts';

/** Forget everything this browser knows about the user: all storage and the whole data cache (docs/product/trading.md). */
export function clearClientState(queryClient: QueryClient): void {
  clearBrowserStorage();
  queryClient.clear();
}
