import type { EducatorLeague } from '@tradearena/contracts';
import { EndLeagueDialog } from '@/components/leagues/end-league-dialog.tsx';
import { LeagueSummary } from '@/components/leagues/league-summary.tsx';
import { useEndClassLeague } from '../api/end-class-league.ts';
import { maxStudentsLabel } from '../lib/max-students-label.ts';
import { ClassJournalDialog } from './class-journal-dialog.tsx';
import { LeagueSettingsDialog } from './league-settings-dialog.tsx';
import { LeagueStatsDialog } from './league-stats-dialog.tsx';
import { LeagueStudentsDialog } from './league-students-dialog.tsx';
import { ShareInviteDialog } from './share-invite-dialog.tsx';

/**
 * One of My Student Leagues (docs/product/educators.md#students): state, students, invite code and Share, the countdown while waiting,
 * Stats, Students, Settings, Journal (ADR 026), and End League with the educator's two-step confirmation while not completed.
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
      <LeagueSummary
        league={league}
        titleId={titleId}
        timeZone={timeZone}
        count={{ term: 'Students', value: `${league.studentCount} / ${maxStudentsLabel(league.maxParticipants)}` }}
        onStarted={onStarted}
      />
      <div className="flex flex-wrap gap-2">
        {league.inviteCode && !league.isCompleted && (
          <ShareInviteDialog leagueName={league.name} inviteCode={league.inviteCode} />
        )}
        <LeagueStatsDialog leagueId={league.id} leagueName={league.name} />
        <LeagueStudentsDialog leagueId={league.id} leagueName={league.name} timeZone={timeZone} />
        <LeagueSettingsDialog league={league} timeZone={timeZone} />
        <ClassJournalDialog leagueId={league.id} leagueName={league.name} timeZone={timeZone} />
        {!league.isCompleted && <EndLeagueDialog leagueId={league.id} leagueName={league.name} end={end} twoStep />}
      </div>
    </li>
  );
}
