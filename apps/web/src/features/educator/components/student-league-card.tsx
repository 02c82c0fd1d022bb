import type { EducatorLeague } from '@tradearena/contracts';
import { EndLeagueDialog } from '@/components/leagues/end-league-dialog.tsx';
import { LeagueCountdown } from '@/components/leagues/league-countdown.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { useEndClassLeague } from '../api/end-class-league.ts';
import { maxStudentsLabel } from '../lib/max-students-label.ts';
import { LeagueSettingsDialog } from './league-settings-dialog.tsx';
import { LeagueStatsDialog } from './league-stats-dialog.tsx';
import { LeagueStudentsDialog } from './league-students-dialog.tsx';
import { ShareInviteDialog } from './share-invite-dialog.tsx';

function StateBadge({ league }: { league: EducatorLeague }) {
  if (league.isCompleted) return <Badge variant="secondary">Completed</Badge>;
  if (league.isPendingStart) return <Badge variant="warning">Waiting to start</Badge>;
  return <Badge>Active</Badge>;
}

/**
 * One of My Student Leagues (spec 02 §2, §4): state, students, invite code and Share, the countdown while waiting,
 * Stats, Students, Settings, and End League with the educator's two-step confirmation while not completed.
 */
export function StudentLeagueCard({
  league,
  timeZone,
  onStarted,
}: {
  league: EducatorLeague;
  timeZone: string;
  onStarted?: () => void;
}) {
  const end = useEndClassLeague();
  const titleId = `class-league-${league.id}-title`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-lg font-semibold text-white">
            {league.name}
          </h3>
          {league.description && <p className="mt-1 text-sm text-slate-400">{league.description}</p>}
        </div>
        <StateBadge league={league} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase tracking-wider text-slate-400">Students</dt>
          <dd className="mt-1 text-white">
            {league.studentCount} / {maxStudentsLabel(league.maxParticipants)}
          </dd>
        </div>
        {league.inviteCode && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">Invite code</dt>
            <dd className="mt-1 font-mono font-semibold tracking-widest text-emerald-300">{league.inviteCode}</dd>
          </div>
        )}
        {league.endDate && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-slate-400">{league.isCompleted ? 'Ended' : 'Ends'}</dt>
            <dd className="mt-1 text-white">
              {formatInstant(new Date(league.completedAt ?? league.endDate), timeZone)}
            </dd>
          </div>
        )}
      </dl>
      {league.isPendingStart && !league.isCompleted && (
        <LeagueCountdown startsAt={league.scheduledStartDate} timeZone={timeZone} onStarted={onStarted} />
      )}
      <div className="flex flex-wrap gap-2">
        {league.inviteCode && !league.isCompleted && (
          <ShareInviteDialog leagueName={league.name} inviteCode={league.inviteCode} />
        )}
        <LeagueStatsDialog leagueId={league.id} leagueName={league.name} />
        <LeagueStudentsDialog leagueId={league.id} leagueName={league.name} />
        <LeagueSettingsDialog league={league} timeZone={timeZone} />
        {!league.isCompleted && <EndLeagueDialog leagueId={league.id} leagueName={league.name} end={end} twoStep />}
      </div>
    </li>
  );
}
