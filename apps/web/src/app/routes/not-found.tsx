import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';

/** Any path without a screen. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <title>Page not found — TradeArena</title>
      <span className="grid size-14 place-items-center rounded-2xl bg-slate-800 text-emerald-300">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold text-emerald-400">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">Page not found</h1>
      <p className="mt-3 text-slate-400">
        There is no page at <code className="rounded bg-slate-800 px-1.5 py-0.5 text-slate-200">{pathname}</code>. It
        may have moved, or the link may be mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>Back to Home</Link>
      </Button>
    </section>
  );
}
