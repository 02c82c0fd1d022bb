import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner.tsx';
import { useTimezoneSync } from '@/features/auth/hooks/use-timezone-sync.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { usePendingExit } from '@/lib/exit-state.ts';
import { ExitScreen } from './exit-screen.tsx';
import { ForcedPasswordScreen } from './forced-password-screen.tsx';
import { preloadScreen } from './preload-screen.ts';
import { signedInRoutes, signedOutRoutes } from './routes.tsx';

/**
 * Chooses the route set by the stored login or the fetched user (docs/product/accounts.md#routes-and-navigation). A spinner shows while the user is
 * being fetched and no stored login exists; meanwhile the signed-out screen's chunk is already fetched.
 */
export function App() {
  const { user, isLoading } = useCurrentUser();
  const exit = usePendingExit();
  useTimezoneSync(user !== null && exit === null && !user.mustChangePassword);
  const element = useRoutes(user ? signedInRoutes : signedOutRoutes);
  const { pathname } = useLocation();
  // Without a stored login the visitor is most likely signed out: fetch that screen while the user is asked for.
  useEffect(() => {
    if (isLoading) preloadScreen(signedOutRoutes, pathname);
  }, [isLoading, pathname]);

  if (exit) return <ExitScreen exit={exit} cleared={user === null} />;
  if (isLoading) return <FullPageSpinner />;
  if (user?.mustChangePassword) return <ForcedPasswordScreen />;
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}
