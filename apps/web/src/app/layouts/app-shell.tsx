import { STARTING_CASH_CENTS } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import { AchievementUnlockWatcher } from '@/features/achievements/components/achievement-unlock-watcher.tsx';
import { useSignOut } from '@/features/auth/hooks/use-sign-out.ts';
import { NavBar } from '@/features/navigation/components/nav-bar.tsx';
import { usePortfolio } from '@/features/portfolio/api/get-portfolio.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useAccountEvents } from '@/lib/use-account-events.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SuspendedOutlet } from './suspended-outlet.tsx';
import { useTradedPortfolio } from './traded-portfolio.ts';

/** Fallback portfolio value before data loads (docs/product/trading.md#portfolios): the $100,000 starting portfolio. */
const FALLBACK_PORTFOLIO_VALUE = toDollars(STARTING_CASH_CENTS);

/**
 * Signed-in pages: navigation bar, page, footer. Portfolio data is fetched only for players; the account's event
 * stream (useAccountEvents) is open while signed in.
 */
export function AppShell() {
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const isPlayer = user !== null && !user.isEducator;
  const portfolio = usePortfolio({ enabled: isPlayer });
  // One event stream per signed-in tab: fills and trades made elsewhere refresh this tab's portfolio at once.
  useAccountEvents(user !== null);
  const traded = useTradedPortfolio(isPlayer, portfolio.data?.totalValue);
  if (!user) return null;
  const value = traded.value;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 bg-arena">
      <ScrollToTop />
      {isPlayer && <AchievementUnlockWatcher />}
      <NavBar
        user={user}
        portfolioValue={value === null || typeof value === 'number' ? value : FALLBACK_PORTFOLIO_VALUE}
        portfolioLabel={traded.label}
        portfolioChoices={traded.choices}
        onSignOut={() => void signOut()}
      />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <SuspendedOutlet />
      </main>
      <SiteFooter wide />
    </div>
  );
}
