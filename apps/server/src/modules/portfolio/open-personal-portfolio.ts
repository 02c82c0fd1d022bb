import { STARTING_CASH_CENTS } from '@tradearena/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { PERSONAL } from './trading-deps.ts';

/**
 * Opens the user's personal portfolio with the starting $100,000 (docs/product/trading.md#portfolios). Called by registration inside its
 * transaction; safe to call again (a second call changes nothing). Returns the portfolio id.
 */
export async function openPersonalPortfolio(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  await trx
    .insertInto('portfolios')
    .values({
      user_id: userId,
      competition_id: PERSONAL.competitionId,
      season: PERSONAL.season,
      cash_cents: STARTING_CASH_CENTS,
      starting_cash_cents: STARTING_CASH_CENTS,
      created_at: t,
      updated_at: t,
    })
    .onConflict((oc) => oc.columns(['user_id', 'competition_id', 'season']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('portfolios')
    .select('id')
    .where('user_id', '=', userId)
    .where('competition_id', '=', PERSONAL.competitionId)
    .where('season', '=', PERSONAL.season)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
