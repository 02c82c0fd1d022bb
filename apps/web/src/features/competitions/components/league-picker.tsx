import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useUserLeagues } from '@/lib/user-leagues.ts';

/**
 * /league-portfolio without a league id: the user's open leagues to choose from (id 1, the old default, is the
 * weekly championship, so no league is guessed), or an empty state leading to /competitions.
 */
export function LeaguePicker() {
  const leagues = useUserLeagues();
  const open = (leagues.data ?? []).filter((l) => !l.isCompleted);
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">League Portfolio</h1>
        <p className="mt-2 text-slate-400">Choose the league to trade in.</p>
      </header>
      {leagues.isError ? (
        <RetryAlert message="Your leagues could not be loaded." onRetry={() => void leagues.refetch()} />
      ) : leagues.isPending ? (
        <SkeletonList count={2} label="Loading your leagues" className="h-16 rounded-2xl" />
      ) : open.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
          <Briefcase className="size-10 text-slate-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-white">You are not in any league yet</p>
          <p className="max-w-sm text-sm text-slate-400">Create a friend league or join one with an invite code.</p>
          <Button asChild className="mt-2">
            <Link to={paths.competitions.getHref()}>Go to Trading Leagues</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Your leagues">
          {open.map((l) => (
            <li key={l.id}>
              <Link
                to={paths.leaguePortfolio.getHref(l.id)}
                className="flex items-center justify-between gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 hover:border-slate-600"
              >
                <span className="break-words font-semibold text-white">{l.name}</span>
                {l.isPendingStart ? <Badge variant="warning">Waiting to start</Badge> : <Badge>Active</Badge>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
