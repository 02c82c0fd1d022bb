import { isElite } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * Which of these players finished at least one closed championship season in its top 1 % ('Elite',
 * docs/product/leaderboard-badges.md): each ranked result with the season's ranked count, which is its highest rank
 * (ranks are 1..n; a hidden name has none), found through the index on (competition, season, rank).
 */
export async function readSeasonElite(db: Kysely<Database>, userIds: readonly number[]): Promise<Set<number>> {
  const elite = new Set<number>();
  if (userIds.length === 0) return elite;
  const rows = await db
    .selectFrom('competition_results as r')
    .innerJoin('competitions as c', 'c.id', 'r.competition_id')
    .select((eb) => [
      'r.user_id',
      'r.rank',
      eb
        .selectFrom('competition_results as s')
        .select((e) => e.fn.max('s.rank').as('n'))
        .whereRef('s.competition_id', '=', 'r.competition_id')
        .whereRef('s.season', '=', 'r.season')
        .as('ranked'),
    ])
    .where('c.kind', '=', 'championship')
    .where('r.user_id', 'in', [...userIds])
    .where('r.rank', 'is not', null)
    .execute();
  for (const r of rows) if (isElite(Number(r.rank), Number(r.ranked ?? 0))) elite.add(Number(r.user_id));
  return elite;
}
