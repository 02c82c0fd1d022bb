import type { EducatorAssignment } from '@tradearena/contracts';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { AssignmentDetailDialog } from '@/components/assignments/assignment-detail-dialog.tsx';
import { AssignmentRow } from '@/components/assignments/assignment-row.tsx';
import { upcomingFirst } from '@/components/assignments/upcoming-first.ts';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import type { ClassFilter } from '../api/educator-queries.ts';
import { useEducatorAssignments } from '../api/get-educator-assignments.ts';
import { AssignmentResults } from './assignment-results.tsx';

/** Shown first on the card (docs/product/educators.md); the rest behind View all. */
const SHOWN = 3;

/**
 * Active Assignments and Deadlines (docs/product/educators.md#due-status): the selected class's assignments, upcoming first, the first 3 and a
 * View all dialog; each opens the assignment detail dialog with every student's goal result.
 */
export function AssignmentsCard({ filter, timeZone }: { filter: ClassFilter; timeZone: string }) {
  const assignments = useEducatorAssignments();
  const [open, setOpen] = useState<EducatorAssignment | null>(null);
  const now = new Date();
  const list = upcomingFirst(
    (assignments.data ?? []).filter((a) => filter === 'all' || a.competitionId === filter),
    now,
  );
  const rows = (items: EducatorAssignment[]) => (
    <ul className="grid gap-2">
      {items.map((a) => (
        <li key={a.id}>
          <AssignmentRow assignment={a} timeZone={timeZone} now={now} onSelect={() => setOpen(a)} />
        </li>
      ))}
    </ul>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Assignments and Deadlines</CardTitle>
        <CardDescription>Due dates in your time zone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {assignments.isError ? (
          <RetryAlert message="Assignments could not be loaded." onRetry={() => void assignments.refetch()} />
        ) : assignments.isPending ? (
          <SkeletonList count={3} label="Loading assignments" />
        ) : list.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-800 px-4 py-8 text-center">
            <ClipboardList className="size-8 text-slate-600" aria-hidden="true" />
            <p className="font-semibold text-white">No assignments yet</p>
            <p className="text-sm text-slate-400">
              Create one with Educator Tools: it appears on your students' cards.
            </p>
          </div>
        ) : (
          <>
            {rows(list.slice(0, SHOWN))}
            {list.length > SHOWN && (
              <Dialog>
                <DialogTrigger asChild>
                  <Button variant="outline" size="sm">
                    View all {list.length} assignments
                  </Button>
                </DialogTrigger>
                <DialogContent className="max-h-[90dvh] overflow-y-auto">
                  <DialogHeader>
                    <DialogTitle>All assignments</DialogTitle>
                    <DialogDescription>Upcoming first, then the ones past their due time.</DialogDescription>
                  </DialogHeader>
                  {rows(list)}
                </DialogContent>
              </Dialog>
            )}
          </>
        )}
      </CardContent>
      <AssignmentDetailDialog
        assignment={open}
        timeZone={timeZone}
        now={now}
        onClose={() => setOpen(null)}
        results={open ? <AssignmentResults assignment={open} /> : undefined}
      />
    </Card>
  );
}
