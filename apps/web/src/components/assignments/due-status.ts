import { type AssignmentDueStatus, assignmentDueStatus } from '@tradearena/domain';

/** The due status of docs/product/educators.md#due-status in the viewer's zone; an unknown zone (a stale setting) counts in UTC. */
export function dueStatus(dueDate: string, now: Date, timeZone: string): AssignmentDueStatus {
  const due = new Date(dueDate);
  try {
    return assignmentDueStatus(due, now, timeZone);
  } catch {
    return assignmentDueStatus(due, now, 'UTC');
  }
}
