import {
  ASSIGNMENT_GOAL_KINDS,
  ASSIGNMENT_TYPES,
  type Assignment,
  type AssignmentGoalKind,
  type AssignmentResult,
  type AssignmentType,
} from '@tradearena/contracts';
import type { Selectable } from 'kysely';
import type { AssignmentsTable } from '../../adapters/db/schema.ts';

export type AssignmentRow = Selectable<AssignmentsTable> & { league_name: string };

const isType = (t: string): t is AssignmentType => (ASSIGNMENT_TYPES as readonly string[]).includes(t);
const isGoalKind = (k: string): k is AssignmentGoalKind => (ASSIGNMENT_GOAL_KINDS as readonly string[]).includes(k);

/** The assignment entity of docs/product/educators.md#assignments with its goal, as one reader sees it (`myResult`: that reader's grade). */
export function toAssignmentJson(row: AssignmentRow, myResult: AssignmentResult | null): Assignment {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    requirements: row.requirements,
    assignmentType: isType(row.assignment_type) ? row.assignment_type : 'portfolio_analysis',
    maxScore: Number(row.max_score),
    dueDate: new Date(Number(row.due_at)).toISOString(),
    competitionId: Number(row.competition_id),
    leagueName: row.league_name,
    createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    goal:
      row.goal_kind !== null && isGoalKind(row.goal_kind) && row.goal_target !== null
        ? { kind: row.goal_kind, target: Number(row.goal_target) }
        : null,
    gradedAt: row.graded_at === null ? null : new Date(Number(row.graded_at)).toISOString(),
    myResult,
  };
}

/** A stored result row as JSON. */
export function toResultJson(row: { met: number; actual: number; target: number }): AssignmentResult {
  return { met: Number(row.met) === 1, actual: Number(row.actual), target: Number(row.target) };
}
