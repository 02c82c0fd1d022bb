import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Sign-in, sign-up and password recovery: one centred card on the arena background. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 bg-arena">
      <ScrollToTop />
      <header className="flex justify-center px-4 pt-8 pb-4">
        <Link to={paths.home.getHref()} aria-label="TradeArena home">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-2 pb-12 sm:items-center">
        <div className="w-full max-w-md">
          <Suspense fallback={<Spinner className="mx-auto size-8" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
