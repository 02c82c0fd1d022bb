import type { EducatorLeague } from '@tradearena/contracts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { selectClassLeagues } from './select-class-leagues.ts';
import { toEducatorLeagueJson } from './to-educator-league-json.ts';

/** GET /api/educator/leagues: the educator's class leagues, newest first, each with its number of students. */
export async function listClassLeagues(deps: EducatorDeps, input: { educatorId: number }): Promise<EducatorLeague[]> {
  const db = deps.db.db;
  const rows = await selectClassLeagues(db, input.educatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('competition_participants')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'competition_id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .where('season', '=', LEAGUE_SEASON)
    .where('removed_at', 'is', null)
    .groupBy('competition_id')
    .execute();
  const students = new Map(counts.map((c) => [Number(c.competition_id), Number(c.n)]));
  const now = deps.clock.now();
  return rows.map((row) =>
    toEducatorLeagueJson(row, { now, educatorId: input.educatorId, studentCount: students.get(Number(row.id)) ?? 0 }),
  );
}
