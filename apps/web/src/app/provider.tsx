import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster.tsx';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { clearClientState } from '@/lib/clear-client-state.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';

interface AppProviderProps {
  children: ReactNode;
  /**
   * The visitor is known to be signed out (the server sent a page rendered for signed-out visitors, which it does only
   * to a browser without a session cookie): the app starts from that answer instead of asking GET /api/user first.
   */
  signedOut?: boolean;
  /** Render at this URL without a browser (the build's prerender); omitted in the browser. */
  location?: string;
  /** The build's prerender brings its own cache, to empty it (and stop its timers) once the page is written. */
  queryClient?: QueryClient;
}

/** Query cache, router and toasts around the app. A 401 while flagged signed in means the session ended. */
export function AppProvider({ children, signedOut = false, location, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => {
    const client =
      given ??
      createQueryClient({
        onUnauthorized: () => {
          if (readStoredUser()) queueMicrotask(() => clearClientState(client));
        },
      });
    if (signedOut) client.setQueryData(currentUserQueryKey, null);
    return client;
  });
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{children}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{children}</StaticRouter>
        )}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
