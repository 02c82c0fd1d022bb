import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner.tsx';
import { useTimezoneSync } from '@/features/auth/hooks/use-timezone-sync.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { usePendingExit } from '@/lib/exit-state.ts';
import { ExitScreen } from './exit-screen.tsx';
import { lazyNamed } from './lazy-named.ts';
import { preloadScreen } from './preload-screen.ts';
import { signedInRoutes, signedOutRoutes } from './routes.tsx';

// Signed-in only, and it brings the password form with the contract's schema (zod): not in a visitor's entry script
// (docs/decisions/031-prerendered-public-pages.md).
const ForcedPasswordScreen = lazyNamed(() => import('./forced-password-screen.tsx'), 'ForcedPasswordScreen');

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
  return (
    <Suspense fallback={<FullPageSpinner />}>{user?.mustChangePassword ? <ForcedPasswordScreen /> : element}</Suspense>
  );
}
