import {
  ASSIGNMENT_DUE_FAILURES,
  ASSIGNMENT_MESSAGES,
  type Assignment,
  type CreateAssignmentBody,
} from '@tradearena/contracts';
import { assignmentDueInstant } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Educator } from '../accounts/index.ts';
import { competitionState } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';
import { toAssignmentJson } from './to-assignment-json.ts';

/**
 * POST /api/educator/assignments (docs/product/educators.md#assignments): an assignment for one of the educator's own class leagues (another
 * league id is a 404) that has not ended, due at the chosen date and time in the educator's zone — not before now
 * (assignmentDueInstant). The optional goal is graded once at the due time (grade-due-assignments.ts).
 */
export async function createAssignment(
  deps: EducatorDeps,
  input: CreateAssignmentBody & { educator: Educator },
): Promise<Result<Assignment>> {
  const now = deps.clock.now();
  const league = await findOwnClassLeague(deps.db.db, {
    leagueId: input.competitionId,
    educatorId: input.educator.id,
  });
  if (!league.ok) return league;
  if (competitionState(league.value, now) === 'completed')
    return fail('ASSIGNMENT_LEAGUE_INVALID', ASSIGNMENT_MESSAGES.leagueEnded);
  const due = assignmentDueInstant({
    dueDate: input.dueDate,
    dueTime: input.dueTime,
    timeZone: input.educator.timeZone,
    now,
  });
  if (!due.ok) {
    const failure = ASSIGNMENT_DUE_FAILURES[due.reason];
    return fail(failure.code, failure.message);
  }
  const values = {
    competition_id: Number(league.value.id),
    created_by_user_id: input.educator.id,
    title: input.title,
    description: input.description,
    instructions: input.instructions,
    requirements: input.requirements,
    assignment_type: input.assignmentType,
    max_score: input.maxScore,
    due_at: due.dueAt.getTime(),
    goal_kind: input.goal?.kind ?? null,
    goal_target: input.goal?.target ?? null,
    created_at: now.getTime(),
  };
  const row = await deps.db.db.insertInto('assignments').values(values).returning('id').executeTakeFirstOrThrow();
  return ok(toAssignmentJson({ ...values, id: Number(row.id), graded_at: null, league_name: league.value.name }, null));
}
