import { type Assignment, COMPETITION_MESSAGES } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON, loadCompetition } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { toAssignmentJson, toResultJson } from './to-assignment-json.ts';

/**
 * GET /api/leagues/:id/assignments (docs/product/educators.md#assignments): the league's assignments, soonest due first, for its students
 * (each with their own graded result) and its educator. Anyone else — and a student removed from the class — gets
 * the same 404 as for an unknown league.
 */
export async function listLeagueAssignments(
  deps: Pick<EducatorDeps, 'db'>,
  input: { leagueId: number; userId: number },
): Promise<Result<Assignment[]>> {
  const db = deps.db.db;
  const league = await loadCompetition(db, input.leagueId);
  const notFound = fail<Assignment[]>('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.leagueNotFound);
  if (league?.kind !== 'league') return notFound;
  const isEducator = Number(league.created_by_user_id) === input.userId && Number(league.is_educational) === 1;
  if (!isEducator) {
    const student = await db
      .selectFrom('competition_participants')
      .select('user_id')
      .where('competition_id', '=', input.leagueId)
      .where('season', '=', LEAGUE_SEASON)
      .where('user_id', '=', input.userId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!student) return notFound;
  }
  const rows = await db
    .selectFrom('assignments as a')
    .leftJoin('assignment_results as r', (j) =>
      j.onRef('r.assignment_id', '=', 'a.id').on('r.user_id', '=', input.userId),
    )
    .selectAll('a')
    .select(['r.met', 'r.actual', 'r.target'])
    .where('a.competition_id', '=', input.leagueId)
    .orderBy('a.due_at')
    .orderBy('a.id')
    .execute();
  return ok(
    rows.map((r) =>
      toAssignmentJson(
        { ...r, league_name: league.name },
        r.met === null || r.actual === null || r.target === null || isEducator
          ? null
          : toResultJson({ met: r.met, actual: r.actual, target: r.target }),
      ),
    ),
  );
}
