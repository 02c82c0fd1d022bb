import { type AssignmentDueStatus, assignmentDueStatus } from '@tradearena/domain';

/** The due status of spec 02 §4 in the viewer's zone; an unknown zone (a stale setting) counts in UTC. */
export function dueStatus(dueDate: string, now: Date, timeZone: string): AssignmentDueStatus {
  const due = new Date(dueDate);
  try {
    return assignmentDueStatus(due, now, timeZone);
  } catch {
    return assignmentDueStatus(due, now, 'UTC');
  }
}
