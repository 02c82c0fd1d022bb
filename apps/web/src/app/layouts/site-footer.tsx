import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';

/** Footer of every page: legal links and the no-real-money notice. */
export function SiteFooter({ wide = false }: { wide?: boolean }) {
  return (
    <footer className="border-t border-slate-800/80 bg-slate-950">
      <div
        className={cn(
          'mx-auto flex flex-col',
          wide ? 'max-w-7xl' : 'max-w-6xl',
          'gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between',
        )}
      >
        <div className="max-w-md space-y-3">
          <Logo />
          <p className="text-sm text-slate-400">
            TradeArena is a virtual trading game for learning. All money in the game is virtual: no real money is
            invested, and nothing on this site is investment advice.
          </p>
        </div>
        <nav aria-label="Legal" className="flex gap-6 text-sm">
          <Link className="text-slate-300 hover:text-white" to={paths.privacy.getHref()}>
            Privacy Policy
          </Link>
          <Link className="text-slate-300 hover:text-white" to={paths.terms.getHref()}>
            Terms of Service
          </Link>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-400">© {new Date().getFullYear()} TradeArena</p>
    </footer>
  );
}
