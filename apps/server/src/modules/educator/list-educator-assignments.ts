import type { EducatorAssignment } from '@tradearena/contracts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { toAssignmentJson, toResultJson } from './to-assignment-json.ts';

/** At most this many assignments in one answer (the soonest due). */
const MAX_ASSIGNMENTS = 500;

/**
 * GET /api/educator/assignments: the assignments of every class of the educator, soonest due first, each with every
 * graded current student's result (empty before the due time, and for an assignment without a goal; removed
 * students left out).
 */
export async function listEducatorAssignments(
  deps: Pick<EducatorDeps, 'db'>,
  input: { educatorId: number },
): Promise<EducatorAssignment[]> {
  const db = deps.db.db;
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('competitions as c', 'c.id', 'a.competition_id')
    .selectAll('a')
    .select('c.name as league_name')
    .where('c.kind', '=', 'league')
    .where('c.is_educational', '=', 1)
    .where('c.created_by_user_id', '=', input.educatorId)
    .orderBy('a.due_at')
    .orderBy('a.id')
    .limit(MAX_ASSIGNMENTS)
    .execute();
  if (rows.length === 0) return [];
  const results = await db
    .selectFrom('assignment_results as r')
    .innerJoin('assignments as a', 'a.id', 'r.assignment_id')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'a.competition_id')
        .onRef('p.user_id', '=', 'r.user_id')
        .on('p.season', '=', LEAGUE_SEASON)
        .on('p.removed_at', 'is', null),
    )
    .select(['r.assignment_id', 'r.user_id', 'r.met', 'r.actual', 'r.target', 'p.display_name'])
    .where(
      'r.assignment_id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .orderBy('p.display_name')
    .orderBy('r.user_id')
    .execute();
  const byAssignment = new Map<number, EducatorAssignment['results']>();
  for (const r of results) {
    const list = byAssignment.get(Number(r.assignment_id)) ?? [];
    list.push({ userId: Number(r.user_id), displayName: r.display_name, ...toResultJson(r) });
    byAssignment.set(Number(r.assignment_id), list);
  }
  return rows.map((row) => ({ ...toAssignmentJson(row, null), results: byAssignment.get(Number(row.id)) ?? [] }));
}
