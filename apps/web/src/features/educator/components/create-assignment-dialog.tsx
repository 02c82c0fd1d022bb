import { ASSIGNMENT_MESSAGES } from '@tradearena/contracts';
import { ASSIGNMENT_DUE_TIMES, ASSIGNMENT_TYPES } from '@tradearena/domain';
import { ClipboardPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { assignmentTypeInfo } from '@/components/assignments/assignment-type-info.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { clockLabel } from '@/lib/clock-label.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useCreateAssignment } from '../api/create-assignment.ts';
import { useEducatorLeagues } from '../api/get-educator-leagues.ts';
import { type AssignmentForm, emptyAssignmentForm, toAssignmentInput } from '../lib/assignment-form.ts';
import { assignmentProblem, NO_LEAGUE } from '../lib/assignment-problem.ts';
import { todayInZone } from '../lib/today-in-zone.ts';
import { AssignmentGoalFields } from './assignment-goal-fields.tsx';
import { AssignmentTextFields } from './assignment-text-fields.tsx';

/**
 * Create Assignment (docs/product/educators.md#assignments): title, description, instructions, requirements, type, max score, due date (not
 * before today) and time (09:00–23:30 or 23:59, the educator's zone), league, and an optional measurable goal.
 * 'Assignment title is required', 'Due date is required', 'Please select a league for this assignment'.
 */
export function CreateAssignmentDialog({ timeZone, classId }: { timeZone: string; classId: number | 'all' }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(() => emptyAssignmentForm(NO_LEAGUE));
  const [problem, setProblem] = useState<string | null>(null);
  const leagues = useEducatorLeagues();
  const create = useCreateAssignment();
  const openLeagues = (leagues.data ?? []).filter((l) => !l.isCompleted);

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    setProblem(null);
    setForm(emptyAssignmentForm(next && classId !== 'all' ? classId : NO_LEAGUE));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toAssignmentInput(form);
    const found = assignmentProblem(input, todayInZone(timeZone));
    setProblem(found);
    if (found) return;
    create.mutate(input, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ variant: 'success', title: ASSIGNMENT_MESSAGES.created, description: input.title });
      },
      onError: (error) => toastError('Error creating assignment', error, 'Please try again.'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ClipboardPlus aria-hidden="true" />
          Create Assignment
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create Assignment">
          <DialogHeader>
            <DialogTitle>Create Assignment</DialogTitle>
            <DialogDescription>Students see it on their league card with its due date.</DialogDescription>
          </DialogHeader>
          <ErrorAlert message={problem} />
          <AssignmentTextFields form={form} setForm={setForm} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="assignment-type" label="Type">
              <Select
                id="assignment-type"
                value={form.assignmentType}
                onChange={(e) =>
                  setForm((f) => ({ ...f, assignmentType: e.target.value as AssignmentForm['assignmentType'] }))
                }
              >
                {ASSIGNMENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {assignmentTypeInfo[t].label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="assignment-max-score" label="Max score (points)">
              <Input
                id="assignment-max-score"
                type="number"
                inputMode="numeric"
                min={1}
                value={Number.isNaN(form.maxScore) ? '' : form.maxScore}
                onChange={(e) => setForm((f) => ({ ...f, maxScore: e.target.valueAsNumber }))}
              />
            </FormField>
            <FormField id="assignment-due-date" label="Due date">
              <Input
                id="assignment-due-date"
                type="date"
                min={todayInZone(timeZone)}
                value={form.dueDate}
                onChange={(e) => setForm((f) => ({ ...f, dueDate: e.target.value }))}
              />
            </FormField>
            <FormField id="assignment-due-time" label={`Due time (${timeZone})`}>
              <Select
                id="assignment-due-time"
                value={form.dueTime}
                onChange={(e) => setForm((f) => ({ ...f, dueTime: e.target.value }))}
              >
                {ASSIGNMENT_DUE_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {clockLabel(t)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="assignment-league" label="League">
              <Select
                id="assignment-league"
                value={form.competitionId}
                onChange={(e) => setForm((f) => ({ ...f, competitionId: Number(e.target.value) }))}
              >
                <option value={NO_LEAGUE}>Select a league</option>
                {openLeagues.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <AssignmentGoalFields form={form} setForm={setForm} />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            submitLabel="Create Assignment"
            pendingLabel="Creating..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
