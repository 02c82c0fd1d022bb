import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * The trades of class leagues' players with their participation (display name, removal) and account (deletion):
 * `t` trades, `pf` portfolios, `p` competition_participants, `u` users. Callers choose the classes, columns and order.
 */
export function selectClassTrades(db: Kysely<Database>) {
  return db
    .selectFrom('trades as t')
    .innerJoin('portfolios as pf', 'pf.id', 't.portfolio_id')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'pf.competition_id')
        .onRef('p.season', '=', 'pf.season')
        .onRef('p.user_id', '=', 't.user_id'),
    )
    .innerJoin('users as u', 'u.id', 't.user_id');
}
