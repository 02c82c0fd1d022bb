import { type ClassActivityItem, EDUCATOR_ACTIVITY_LIMIT } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competitions/current-season.ts';
import { dollars } from '../trading/to-portfolio-json.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeagues } from './find-own-class-leagues.ts';

/**
 * GET /api/educator/activity[?leagueId=] (docs/product/educators.md#class-analytics): the latest trades of the current
 * students of one class or of all the educator's classes, newest first (EDUCATOR_ACTIVITY_LIMIT).
 */
export async function listClassActivity(
  deps: EducatorDeps,
  input: { educatorId: number; leagueId?: number },
): Promise<Result<ClassActivityItem[]>> {
  const db = deps.db.db;
  const leagues = await findOwnClassLeagues(db, input);
  if (!leagues.ok) return leagues;
  if (leagues.value.length === 0) return ok([]);
  const rows = await db
    .selectFrom('trades as t')
    .innerJoin('portfolios as pf', 'pf.id', 't.portfolio_id')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'pf.competition_id')
        .onRef('p.season', '=', 'pf.season')
        .onRef('p.user_id', '=', 't.user_id'),
    )
    .innerJoin('competitions as c', 'c.id', 'pf.competition_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'p.display_name',
      'u.deleted_at',
      'c.name as league_name',
      't.symbol',
      't.side',
      't.quantity',
      't.price_cents',
      't.executed_at',
      't.note',
    ])
    .where(
      'pf.competition_id',
      'in',
      leagues.value.map((l) => Number(l.id)),
    )
    .where('pf.season', '=', LEAGUE_SEASON)
    .where('p.removed_at', 'is', null)
    .orderBy('t.executed_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(EDUCATOR_ACTIVITY_LIMIT)
    .execute();
  return ok(
    rows.map((r) => ({
      displayName: r.deleted_at === null ? r.display_name : 'Deleted player',
      leagueName: r.league_name,
      symbol: r.symbol,
      side: r.side,
      quantity: Number(r.quantity),
      price: dollars(Number(r.price_cents)),
      executedAt: new Date(Number(r.executed_at)).toISOString(),
      note: r.note,
    })),
  );
}
