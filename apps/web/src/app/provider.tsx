import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster.tsx';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { clearClientState } from '@/lib/clear-client-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';

/** Query cache, router and toasts around the app. A 401 while flagged signed in means the session ended. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({
      onUnauthorized: () => {
        if (readStoredUser()) queueMicrotask(() => clearClientState(client));
      },
    });
    return client;
  });
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
