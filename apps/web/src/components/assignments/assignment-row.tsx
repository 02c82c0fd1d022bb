import type { Assignment } from '@tradearena/contracts';
import { ClipboardList } from 'lucide-react';
import { assignmentTypeInfo } from './assignment-type-info.ts';
import { DueStatusBadge } from './due-status-badge.tsx';

/**
 * One assignment in a list: a button with its title, type and due status that opens its detail dialog. Its name is
 * what it shows, title first (WCAG 2.5.3 label in name), so saying the title presses it.
 */
export function AssignmentRow({
  assignment,
  timeZone,
  now,
  onSelect,
}: {
  assignment: Assignment;
  timeZone: string;
  now?: Date;
  onSelect: (assignment: Assignment) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(assignment)}
      className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-800 bg-slate-950/40 px-3 py-2 text-left hover:border-slate-700 hover:bg-slate-800/60 focus-visible:outline-2 focus-visible:outline-emerald-400"
    >
      <span className="flex min-w-0 items-center gap-2">
        <ClipboardList className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-white">{assignment.title}</span>{' '}
          <span className="block text-xs text-slate-400">{assignmentTypeInfo[assignment.assignmentType].label}</span>
        </span>
      </span>{' '}
      <DueStatusBadge dueDate={assignment.dueDate} timeZone={timeZone} now={now} />
    </button>
  );
}
