import type { QueryClient } from '@tanstack/react-query';
import { storeSignedInUser } from '@/lib/auth-storage.ts';
import { pickUser } from '@/lib/current-user.ts';

/** After register or login (docs/product/accounts.md#sign-up-and-sign-in): keep the user with the auth flag and drop every cached answer. */
export function completeSignIn(queryClient: QueryClient, data: unknown): void {
  const user = pickUser(data);
  if (!user) throw new Error('Authentication failed');
  storeSignedInUser(user);
  queryClient.clear();
}
