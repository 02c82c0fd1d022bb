import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { ClassFilter } from '../api/educator-queries.ts';
import { CreateAssignmentDialog } from './create-assignment-dialog.tsx';
import { CreateClassLeagueDialog } from './create-class-league-dialog.tsx';
import { ExportClassDataButton } from './export-class-data-button.tsx';
import { ImportRosterDialog } from './import-roster-dialog.tsx';
import { ManageStudentsDialog } from './manage-students-dialog.tsx';
import { RunReplayDialog } from './run-replay-dialog.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';

/** Educator Tools (docs/product/educators.md#educator-dashboard): create a league or an assignment, message the class, manage students, export. */
export function EducatorTools({
  timeZone,
  filter,
  selected,
  classes,
}: {
  timeZone: string;
  filter: ClassFilter;
  /** The selected class; null for all classes. */
  selected: { id: number; name: string } | null;
  /** Every class of the educator: the dialogs choose among them. */
  classes: { id: number; name: string }[];
}) {
  // Roster import fills one class: the one selected, or the only one.
  const rosterClass = selected ?? (classes.length === 1 ? classes[0] : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Educator Tools</CardTitle>
        <CardDescription>Run your classes: leagues, assignments, messages and data.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 [&_button]:w-full">
        <CreateClassLeagueDialog timeZone={timeZone} />
        <CreateAssignmentDialog timeZone={timeZone} classId={filter} />
        <SendMessageDialog classes={classes} selected={selected} />
        <ManageStudentsDialog filter={filter} timeZone={timeZone} />
        <ExportClassDataButton classes={classes} selected={selected} />
        {rosterClass && <ImportRosterDialog league={rosterClass} />}
        <RunReplayDialog classes={classes} selected={selected} />
      </CardContent>
    </Card>
  );
}
