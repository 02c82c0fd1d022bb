import { ASSIGNMENT_MESSAGES } from '@tradearena/contracts';
import type { CreateAssignmentInput } from '../api/create-assignment.ts';

/** The create form's league field before a league is chosen. */
export const NO_LEAGUE = 0;

/**
 * The first problem of the Create Assignment form in this order (docs/product/educators.md#assignments): title, due date (not before
 * today in the educator's zone), league. null when the form may be sent; the server checks the rest.
 */
export function assignmentProblem(form: CreateAssignmentInput, today: string): string | null {
  if (!form.title.trim()) return ASSIGNMENT_MESSAGES.titleRequired;
  if (!form.dueDate) return ASSIGNMENT_MESSAGES.dueDateRequired;
  if (form.dueDate < today) return ASSIGNMENT_MESSAGES.dueInPast;
  if (form.competitionId === NO_LEAGUE) return ASSIGNMENT_MESSAGES.leagueRequired;
  return null;
}
