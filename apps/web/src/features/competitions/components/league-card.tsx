import type { Competition } from '@tradearena/contracts';
import { BarChart3, History, LogIn, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EndLeagueDialog } from '@/components/leagues/end-league-dialog.tsx';
import { LeagueSummary } from '@/components/leagues/league-summary.tsx';
import { ShareLeagueButton } from '@/components/leagues/share-league-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useEndLeague } from '../api/end-league.ts';
import { LeagueAssignments } from './league-assignments.tsx';
import { LeagueMessagesDialog } from './league-messages-dialog.tsx';

/**
 * One of My Leagues (docs/product/competitions.md#league-lifecycle): state, players, invite code, the countdown while waiting; Enter Portfolio
 * (disabled while waiting), Share, Leaderboard, and End for its creator while not completed. Class (educational)
 * leagues also list their assignments, and offer Messages to their students (not to the educator who created it).
 * A replay event's league (`replayId`, ADR 025) opens on its replay page instead, whose prices are the replay's own.
 */
export function LeagueCard({
  league,
  timeZone,
  replayId,
  onStarted,
}: {
  league: Competition;
  timeZone: string;
  replayId?: number | undefined;
  onStarted?: () => void;
}) {
  const end = useEndLeague();
  const titleId = `league-${league.id}-title`;
  const players =
    league.maxParticipants === null
      ? `${league.currentParticipants} players`
      : `${league.currentParticipants} / ${league.maxParticipants} players`;
  return (
    <li aria-labelledby={titleId} className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <LeagueSummary
        league={league}
        titleId={titleId}
        timeZone={timeZone}
        count={{
          term: 'Players',
          value: (
            <>
              <Users className="size-4 text-slate-400" aria-hidden="true" />
              {players}
            </>
          ),
        }}
        onStarted={onStarted}
      />
      {league.isEducational && <LeagueAssignments league={league} timeZone={timeZone} />}
      <div className="flex flex-wrap gap-2">
        {replayId !== undefined ? (
          <Button size="sm" asChild>
            <Link to={paths.replay.getHref(replayId)} aria-label={`Open Replay of ${league.name}`}>
              <History aria-hidden="true" />
              Open Replay
            </Link>
          </Button>
        ) : league.isPendingStart && !league.isCompleted ? (
          <Button size="sm" disabled>
            <LogIn aria-hidden="true" />
            Enter Portfolio
          </Button>
        ) : (
          <Button size="sm" asChild>
            <Link to={paths.leaguePortfolio.getHref(league.id)} aria-label={`Enter Portfolio of ${league.name}`}>
              <LogIn aria-hidden="true" />
              Enter Portfolio
            </Link>
          </Button>
        )}
        {league.isEducational && !league.isCreator && <LeagueMessagesDialog league={league} timeZone={timeZone} />}
        {league.inviteCode && !league.isCompleted && (
          <ShareLeagueButton name={league.name} inviteCode={league.inviteCode} />
        )}
        <Button size="sm" variant="outline" asChild>
          <Link to={paths.leagueLeaderboard.getHref(league.id)} aria-label={`Leaderboard of ${league.name}`}>
            <BarChart3 aria-hidden="true" />
            Leaderboard
          </Link>
        </Button>
        {league.isCreator && !league.isCompleted && (
          <EndLeagueDialog leagueId={league.id} leagueName={league.name} end={end} />
        )}
      </div>
    </li>
  );
}
