import { type CompetitionLeaderboardEntry, LEADERBOARD_TOP } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { Clock, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { RankingModeSwitch, rankingFigures } from '@/components/standings/ranking-mode-switch.tsx';
import { StandingRow, StandingsHeader } from '@/components/standings/standing-row.tsx';
import { StandingsList, YourPosition } from '@/components/standings/standings-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { formatTimeLeft } from '@/lib/format-time-left.ts';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { useCompetitionLeaderboard } from '../api/get-competition-leaderboard.ts';
import { CHAMPIONSHIP_INFO, championshipKindOf } from '../lib/championship-info.ts';
import { PrizePanel } from './prize-panel.tsx';

function Row({ entry }: { entry: CompetitionLeaderboardEntry }) {
  return (
    <StandingRow
      rank={entry.rank}
      name={entry.displayName}
      isYou={entry.isYou}
      badges={entry.prize > 0 && <Badge variant="warning">{formatCurrency(entry.prize)}</Badge>}
      details={`${entry.totalTrades} ${entry.totalTrades === 1 ? 'trade' : 'trades'} · ${rankingFigures(entry)}`}
      profitLoss={entry.profitLoss}
      returnPercent={entry.totalReturn}
      last={`${entry.winRate.toFixed(1)}%`}
    />
  );
}

/**
 * A championship's standings (/competitions/{id}/leaderboard, docs/product/competitions.md#league-standings-and-history): the top 10, the user's own row below
 * when ranked beyond them, and the prize distribution; the official ranking mode, each row's metrics and a switch to
 * view another ordering (ADR 023). Refreshed every 15 s while open.
 */
export function CompetitionLeaderboardPage({ competitionId }: { competitionId: number }) {
  const [view, setView] = useState<RankingMode | undefined>(undefined);
  const board = useCompetitionLeaderboard(competitionId, view);
  const now = useNow(30_000);
  const kind = championshipKindOf(competitionId);
  const info = kind ? CHAMPIONSHIP_INFO[kind] : null;
  const data = board.data;
  const top = (data?.entries ?? []).filter((e) => e.rank <= LEADERBOARD_TOP);
  const mine = data?.you && data.you.rank > LEADERBOARD_TOP ? data.you : null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <BackLink to={paths.competitions.getHref()}>Back to Trading Leagues</BackLink>
          <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
            <Trophy className="size-7 text-amber-300" aria-hidden="true" />
            {info?.name ?? 'Championship'} Leaderboard
          </h1>
          {data && (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 text-slate-400">
              {data.seasonNumber !== null && <span>Season {data.seasonNumber}</span>}
              <span>
                {data.rankedCount.toLocaleString('en-US')} {data.rankedCount === 1 ? 'player' : 'players'} ranked
              </span>
              {data.seasonEndsAt && (
                <span className="flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {formatTimeLeft(Date.parse(data.seasonEndsAt) - now)} left
                </span>
              )}
            </p>
          )}
          {data && (
            <RankingModeSwitch
              official={data.rankingMode}
              shown={data.rankedBy}
              of="the championship’s"
              onView={setView}
            />
          )}
        </div>
        {info && (
          <Button asChild variant="secondary">
            <Link to={info.arenaHref}>Go to Arena</Link>
          </Button>
        )}
      </header>
      {board.isError ? (
        <RetryAlert message="The leaderboard could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid content-start gap-6">
            <section
              aria-labelledby="top-title"
              className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4"
            >
              <h2 id="top-title" className="sr-only">
                Top {LEADERBOARD_TOP}
              </h2>
              <StandingsHeader last="Win rate" />
              <StandingsList
                isPending={board.isPending}
                isEmpty={top.length === 0}
                emptyText="No players ranked yet this season. Join and trade!"
                labelledBy="top-title"
              >
                {top.map((e) => (
                  <Row key={e.userId} entry={e} />
                ))}
              </StandingsList>
            </section>
            {mine && (
              <YourPosition>
                <Row entry={mine} />
              </YourPosition>
            )}
          </div>
          {data && <PrizePanel prizePool={data.prizePool} places={data.prizeDistribution} />}
        </div>
      )}
    </div>
  );
}
