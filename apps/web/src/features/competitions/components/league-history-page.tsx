import { History } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format-in-zone.ts';
import { paths } from '@/lib/paths.ts';
import { useLeagueHistory } from '../api/get-league-history.ts';
import { FinalStandingsDialog } from './final-standings-dialog.tsx';

/**
 * League history (/league-history, docs/product/competitions.md#league-standings-and-history): completed leagues and championship seasons the user played, with
 * name, player count and end date, each opening its Final Standings. Empty state links to /competitions.
 */
export function LeagueHistoryPage({ timeZone }: { timeZone: string }) {
  const history = useLeagueHistory();
  const items = history.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <History className="size-7 text-emerald-400" aria-hidden="true" />
          League History
        </h1>
        <p className="mt-2 text-slate-400">
          Your finished leagues and championship seasons, with their final standings.
        </p>
      </header>
      {history.isError ? (
        <RetryAlert message="Your league history could not be loaded." onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <SkeletonList count={3} label="Loading league history" className="h-20 rounded-2xl" />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-800 px-6 py-14 text-center">
          <History className="size-10 text-slate-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-white">No completed leagues yet</p>
          <p className="max-w-sm text-sm text-slate-400">
            When a league you play in ends, its final standings show up here.
          </p>
          <Button asChild className="mt-2">
            <Link to={paths.competitions.getHref()}>Browse Trading Leagues</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Completed leagues">
          {items.map((item) => {
            const title =
              item.seasonNumber === null
                ? item.competitionName
                : `${item.competitionName} · Season ${item.seasonNumber}`;
            return (
              <li
                key={`${item.id}-${item.seasonNumber ?? 0}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
              >
                <div className="min-w-0">
                  <h2 className="break-words font-semibold text-white">{title}</h2>
                  <p className="text-sm text-slate-400">
                    {item.totalParticipants} {item.totalParticipants === 1 ? 'player' : 'players'} · Ended{' '}
                    {formatDate(new Date(item.endDate), timeZone)}
                  </p>
                </div>
                <FinalStandingsDialog item={item} title={title} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
