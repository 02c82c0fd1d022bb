import { LEADERBOARD_TOP } from '@tradearena/contracts';
import { Crown, Medal, Trophy } from 'lucide-react';
import { paths } from '@/app/paths.ts';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { type LeaderboardEntry, useLeaderboard } from '../api/get-leaderboard.ts';

/** 'Elite' marks the podium. */
const ELITE_MAX_RANK = 3;

function RankMark({ rank }: { rank: number }) {
  if (rank === 1) return <Crown className="size-5 text-amber-300" aria-label="Rank 1" />;
  if (rank <= ELITE_MAX_RANK)
    return (
      <Medal className={cn('size-5', rank === 2 ? 'text-slate-300' : 'text-orange-400')} aria-label={`Rank ${rank}`} />
    );
  return <span className="tabular text-sm font-semibold text-slate-400">#{rank}</span>;
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-xl px-3 py-3 sm:grid-cols-[3rem_minmax(0,1fr)_7rem_6rem_6rem] sm:px-4',
        entry.isCurrentUser
          ? 'border border-emerald-500/40 bg-emerald-500/10'
          : 'border border-transparent hover:bg-slate-800/40',
      )}
      aria-current={entry.isCurrentUser ? 'true' : undefined}
    >
      <span className="grid place-items-center">
        <RankMark rank={entry.rank} />
      </span>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-white">{entry.username}</span>
          {entry.isCurrentUser && <Badge>You</Badge>}
          {entry.rank <= ELITE_MAX_RANK && <Badge variant="warning">Elite</Badge>}
        </span>
        <span className="mt-0.5 block text-xs text-slate-400">
          Level {entry.level} · {entry.achievements} {entry.achievements === 1 ? 'badge' : 'badges'}
          <span className="sm:hidden"> · Win {entry.winRate.toFixed(0)}%</span>
        </span>
      </span>
      <span className={cn('tabular text-right font-semibold', gainLossClass(entry.profitLoss))}>
        {formatSignedCurrency(entry.profitLoss)}
        <span className="block text-xs font-normal text-slate-400 sm:hidden">{entry.totalReturn.toFixed(2)}%</span>
      </span>
      <span className="tabular hidden text-right text-sm text-slate-300 sm:block">{entry.totalReturn.toFixed(2)}%</span>
      <span className="tabular hidden text-right text-sm text-slate-300 sm:block">{entry.winRate.toFixed(1)}%</span>
    </li>
  );
}

/** The global leaderboard (spec 01 §2): the top 10, and the user's own row under 'Your Position' when beyond. */
export function LeaderboardPage() {
  const board = useLeaderboard();
  const entries = board.data?.entries ?? [];
  const top = entries.filter((e) => e.rank <= LEADERBOARD_TOP);
  const mine = entries.find((e) => e.isCurrentUser && e.rank > LEADERBOARD_TOP);
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <Trophy className="size-7 text-amber-300" aria-hidden="true" />
          Global Leaderboard
        </h1>
        <p className="mt-2 text-slate-400">
          Every player's personal portfolio, ranked by profit. Updated every 30 seconds.
        </p>
      </header>
      {board.isError ? (
        <RetryAlert message="The leaderboard could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <section aria-labelledby="top-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4">
          <h2 id="top-title" className="sr-only">
            Top {LEADERBOARD_TOP}
          </h2>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[3rem_minmax(0,1fr)_7rem_6rem_6rem] gap-3 px-4 pb-2 text-xs uppercase tracking-wider text-slate-400 sm:grid"
          >
            <span>Rank</span>
            <span>Player</span>
            <span className="text-right">Profit</span>
            <span className="text-right">Return</span>
            <span className="text-right">Win rate</span>
          </div>
          {board.isPending ? (
            <div className="p-2">
              <SkeletonList count={6} label="Loading leaderboard" className="h-14 rounded-xl" />
            </div>
          ) : top.length === 0 ? (
            <p className="p-6 text-center text-slate-400">No players ranked yet. Make a trade to get on the board!</p>
          ) : (
            <ol className="grid gap-1" aria-labelledby="top-title">
              {top.map((e) => (
                <Row key={`${e.rank}-${e.username}`} entry={e} />
              ))}
            </ol>
          )}
        </section>
      )}
      {mine && (
        <section aria-labelledby="your-position-title" className="grid gap-2">
          <h2 id="your-position-title" className="text-lg font-semibold text-white">
            Your Position
          </h2>
          <ol className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4">
            <Row entry={mine} />
          </ol>
        </section>
      )}
    </div>
  );
}
