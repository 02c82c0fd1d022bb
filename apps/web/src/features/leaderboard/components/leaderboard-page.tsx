import { LEADERBOARD_TOP } from '@tradearena/contracts';
import { Trophy } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { StandingRow, StandingsHeader } from '@/components/standings/standing-row.tsx';
import { StandingsList, YourPosition } from '@/components/standings/standings-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/lib/paths.ts';
import { type LeaderboardEntry, useLeaderboard } from '../api/get-leaderboard.ts';

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <StandingRow
      rank={entry.rank}
      name={entry.username}
      isYou={entry.isCurrentUser}
      badges={entry.elite && <Badge variant="warning">Elite</Badge>}
      details={
        <>
          Level {entry.level} · {entry.achievements} {entry.achievements === 1 ? 'badge' : 'badges'}
          <span className="sm:hidden"> · Win {entry.winRate.toFixed(0)}%</span>
        </>
      }
      profitLoss={entry.profitLoss}
      returnPercent={entry.totalReturn}
      last={`${entry.winRate.toFixed(1)}%`}
    />
  );
}

/** The global leaderboard (docs/product/trading.md#global-leaderboard): the top 10, and the user's own row under 'Your Position' when beyond. */
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
          Every player's personal portfolio, ranked by return net of deposits. Updated every 30 seconds.
        </p>
        <p className="mt-1 text-sm text-slate-400">
          Elite: finished a championship season in the top 1 % of its ranked players (at least 100). Educators and
          operators are not ranked.
        </p>
      </header>
      {board.isError ? (
        <RetryAlert message="The leaderboard could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <section aria-labelledby="top-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4">
          <h2 id="top-title" className="sr-only">
            Top {LEADERBOARD_TOP}
          </h2>
          <StandingsHeader last="Win rate" />
          <StandingsList
            isPending={board.isPending}
            isEmpty={top.length === 0}
            emptyText="No players ranked yet. Make a trade to get on the board!"
            labelledBy="top-title"
          >
            {top.map((e) => (
              <Row key={`${e.rank}-${e.username}`} entry={e} />
            ))}
          </StandingsList>
        </section>
      )}
      {mine && (
        <YourPosition>
          <Row entry={mine} />
        </YourPosition>
      )}
    </div>
  );
}
