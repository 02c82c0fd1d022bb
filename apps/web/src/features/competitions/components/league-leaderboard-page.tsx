import type { RankingMode } from '@tradearena/domain';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { RankingModeSwitch, rankingFigures } from '@/components/standings/ranking-mode-switch.tsx';
import { StandingRow, StandingsHeader } from '@/components/standings/standing-row.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useCompetition } from '../api/get-competition.ts';
import { useLeagueLeaderboard } from '../api/get-league-leaderboard.ts';
import { STANDINGS_REFRESH_MS } from '../api/standings-refresh.ts';

/**
 * A friend league's leaderboard (/league-leaderboard/{id}, docs/product/competitions.md#league-standings-and-history): every participant with rank, profit/loss,
 * return % and portfolio value, the user's position as a badge. Refreshed every 15 s while open.
 */
export function LeagueLeaderboardPage({ leagueId }: { leagueId: number }) {
  const league = useCompetition(leagueId);
  const [view, setView] = useState<RankingMode | undefined>(undefined);
  const board = useLeagueLeaderboard(leagueId, view);
  const official = league.data?.rankingMode ?? 'return';
  const shown = view ?? official;
  const rows = board.data ?? [];
  const mine = rows.find((r) => r.isYou);
  const name = league.data?.name ?? 'League';
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
          <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight break-words text-white">
            <BarChart3 className="size-7 shrink-0 text-emerald-400" aria-hidden="true" />
            {name} Leaderboard
          </h1>
          <p className="mt-2 text-slate-400">
            {league.data?.isCompleted ? 'Final standings.' : `Updated every ${STANDINGS_REFRESH_MS / 1000} seconds.`}
          </p>
          {league.data && <RankingModeSwitch official={official} shown={shown} of="the league’s" onView={setView} />}
        </div>
        {mine && (
          <Badge className="px-4 py-1.5 text-sm" data-testid="your-position">
            Your position: #{mine.rank} of {rows.length}
          </Badge>
        )}
      </header>
      {board.isError ? (
        <RetryAlert message="The league leaderboard could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <section
          aria-labelledby="standings-title"
          className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4"
        >
          <h2 id="standings-title" className="sr-only">
            Standings
          </h2>
          <StandingsHeader last="Value" />
          {board.isPending ? (
            <div className="p-2">
              <SkeletonList count={4} label="Loading leaderboard" className="h-14 rounded-xl" />
            </div>
          ) : rows.length === 0 ? (
            <p className="p-6 text-center text-slate-400">No players ranked yet.</p>
          ) : (
            <ol className="grid gap-1" aria-labelledby="standings-title">
              {rows.map((r) => (
                <StandingRow
                  key={r.userId}
                  rank={r.rank}
                  name={r.displayName}
                  isYou={r.isYou}
                  details={`@${r.username} · ${rankingFigures(r)}`}
                  profitLoss={r.profitLoss}
                  returnPercent={r.returnPercent}
                  last={formatCurrency(r.totalValue)}
                />
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
