import { Users } from 'lucide-react';
import { LeagueDialog } from './league-dialog.tsx';
import { StudentList } from './student-list.tsx';

/** Per-league students (docs/product/educators.md#students): who joined this class, online or not, each removable. */
export function LeagueStudentsDialog({
  leagueId,
  leagueName,
  timeZone,
}: {
  leagueId: number;
  leagueName: string;
  timeZone: string;
}) {
  return (
    <LeagueDialog
      icon={Users}
      action="Students"
      leagueName={leagueName}
      description="A green dot means the student is online now."
    >
      <StudentList filter={leagueId} timeZone={timeZone} />
    </LeagueDialog>
  );
}
