import type { Assignment } from '@tradearena/contracts';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';
import { AssignmentGoal } from './assignment-goal.tsx';
import { assignmentTypeInfo } from './assignment-type-info.ts';
import { DueStatusBadge } from './due-status-badge.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{title}</h3>
      <div className="whitespace-pre-line break-words text-sm text-slate-200">{children}</div>
    </section>
  );
}

/**
 * The assignment detail dialog (docs/product/educators.md#assignments): title, type badge, max score in points, due date and time, status
 * badge, description, instructions when they differ from it, requirements, the goal with the caller's graded result,
 * a type explanation and a how-to-complete note; Close, and View Portfolio when `onViewPortfolio` is given.
 * `results` is the educator's slot (e.g. each student's goal result). Open while `assignment` is not null.
 */
export function AssignmentDetailDialog({
  assignment,
  timeZone,
  onClose,
  onViewPortfolio,
  results,
  now,
}: {
  assignment: Assignment | null;
  timeZone: string;
  onClose: () => void;
  onViewPortfolio?: (assignment: Assignment) => void;
  results?: ReactNode;
  now?: Date;
}) {
  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => !open && onClose()}>
      {assignment && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <AssignmentDetails assignment={assignment} timeZone={timeZone} results={results} now={now} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {onViewPortfolio && (
              <Button onClick={() => onViewPortfolio(assignment)}>
                <LogIn aria-hidden="true" />
                View Portfolio
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function AssignmentDetails({
  assignment,
  timeZone,
  results,
  now,
}: {
  assignment: Assignment;
  timeZone: string;
  results?: ReactNode;
  now?: Date;
}) {
  const info = assignmentTypeInfo[assignment.assignmentType];
  const description = assignment.description.trim();
  const instructions = assignment.instructions.trim();
  const requirements = assignment.requirements.trim();
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{assignment.title}</DialogTitle>
        <DialogDescription>{assignment.leagueName}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{info.label}</Badge>
        <Badge variant="secondary">{assignment.maxScore} points</Badge>
        <DueStatusBadge dueDate={assignment.dueDate} timeZone={timeZone} now={now} />
      </div>
      <p className="text-sm text-slate-300">
        <span className="text-slate-400">Due </span>
        <time dateTime={assignment.dueDate}>{formatInstant(new Date(assignment.dueDate), timeZone)}</time>
      </p>
      {description && <Section title="Description">{description}</Section>}
      {instructions && instructions !== description && <Section title="Instructions">{instructions}</Section>}
      {requirements && <Section title="Requirements">{requirements}</Section>}
      {assignment.goal && <AssignmentGoal goal={assignment.goal} result={assignment.myResult} />}
      {results}
      <Section title={`About ${info.label}`}>{info.explanation}</Section>
      <Section title="How to complete">{info.howToComplete}</Section>
    </>
  );
}
