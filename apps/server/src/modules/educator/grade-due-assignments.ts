import { type AssignmentGoalKind, gradeAssignmentGoal } from '@tradearena/domain';
import { loadCompetition } from '../competition-core/index.ts';
import type { ClassDeps } from './educator-deps.ts';
import { goalEvidenceAt } from './goal-evidence-at.ts';

/** Assignments graded per call; the job comes back for the rest a minute later. */
const BATCH = 100;

/**
 * Grades every assignment with a goal whose due instant has passed and that is not graded yet (the class job, every
 * minute; also those that fell due while the server was down): each student's goal from the ledger as of the due
 * time (goalEvidenceAt, gradeAssignmentGoal). ONE transaction per assignment that starts by claiming it
 * (`graded_at` set only where still null), so a second run or another instance does nothing and a grade never
 * changes after — a later trade included. Returns the ids graded by this call.
 */
export async function gradeDueAssignments(deps: Omit<ClassDeps, 'clock'>, now: Date): Promise<number[]> {
  const db = deps.db.db;
  const due = await db
    .selectFrom('assignments')
    .select(['id', 'competition_id', 'due_at', 'goal_kind', 'goal_target'])
    .where('graded_at', 'is', null)
    .where('goal_kind', 'is not', null)
    .where('due_at', '<=', now.getTime())
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const graded: number[] = [];
  for (const a of due) {
    const league = await loadCompetition(db, Number(a.competition_id));
    if (!league) continue;
    const dueAt = new Date(Number(a.due_at));
    const evidence = await goalEvidenceAt(
      { db, marketData: deps.marketData },
      { id: Number(league.id), seasonStart: new Date(Number(league.starts_at ?? league.created_at)) },
      dueAt,
    );
    const goal = { kind: a.goal_kind as AssignmentGoalKind, target: Number(a.goal_target) };
    const t = now.getTime();
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('assignments')
        .set({ graded_at: t })
        .where('id', '=', Number(a.id))
        .where('graded_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const rows = [...evidence].map(([userId, e]) => {
        const grade = gradeAssignmentGoal(goal, e);
        return {
          assignment_id: Number(a.id),
          user_id: userId,
          met: grade.met ? 1 : 0,
          actual: grade.actual,
          target: grade.target,
          graded_at: t,
        };
      });
      if (rows.length > 0)
        await trx
          .insertInto('assignment_results')
          .values(rows)
          .onConflict((oc) => oc.columns(['assignment_id', 'user_id']).doNothing())
          .execute();
      return true;
    });
    if (done) graded.push(Number(a.id));
  }
  return graded;
}
