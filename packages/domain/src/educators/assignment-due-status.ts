import { dayNumberOf } from '../market-calendar/civil-date.ts';
import { civilDateInZone } from '../zoned-calendar.ts';
import { ASSIGNMENT_DUE_WARNING_DAYS } from './educator-constants.ts';

export interface AssignmentDueStatus {
  kind: 'overdue' | 'due_today' | 'due_tomorrow' | 'days_left';
  /** Calendar days from the viewer's today to the due date in the viewer's zone: 0 today, 1 tomorrow, < 0 before. */
  days: number;
  /** 'Overdue', 'Due Today', 'Due Tomorrow' or 'N days left' (N ≥ 2). */
  label: string;
  /** The warning colour: overdue or due within ASSIGNMENT_DUE_WARNING_DAYS calendar days. */
  warning: boolean;
}

/**
 * The due status of docs/product/educators.md#due-status as the viewer sees it: calendar days counted in the VIEWER's IANA zone (the same due
 * instant can be "Due Today" in Tokyo and "Due Tomorrow" in Los Angeles). Overdue once `now` reaches the due instant
 * (the goal is graded then), even on the due day itself. Throws RangeError on an unknown zone (validate it first).
 */
export function assignmentDueStatus(due: Date, now: Date, viewerTimeZone: string): AssignmentDueStatus {
  const days = dayNumberOf(civilDateInZone(due, viewerTimeZone)) - dayNumberOf(civilDateInZone(now, viewerTimeZone));
  if (now.getTime() >= due.getTime()) return { kind: 'overdue', days, label: 'Overdue', warning: true };
  if (days === 0) return { kind: 'due_today', days, label: 'Due Today', warning: true };
  if (days === 1) return { kind: 'due_tomorrow', days, label: 'Due Tomorrow', warning: true };
  return { kind: 'days_left', days, label: `${days} days left`, warning: days <= ASSIGNMENT_DUE_WARNING_DAYS };
}
