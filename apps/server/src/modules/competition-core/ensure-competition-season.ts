import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { SeasonWindow } from './current-season.ts';

/** Records a season (its window and prize pool) if it is not recorded yet; safe to call again and concurrently. */
export async function ensureCompetitionSeason(
  trx: Transaction<Database> | Kysely<Database>,
  competitionId: number,
  window: SeasonWindow,
  prizePoolCents: number,
): Promise<void> {
  await trx
    .insertInto('competition_seasons')
    .values({
      competition_id: competitionId,
      season: window.season,
      starts_at: window.startsAt.getTime(),
      ends_at: window.endsAt.getTime(),
      closed_at: null,
      prize_pool_cents: prizePoolCents,
    })
    .onConflict((oc) => oc.columns(['competition_id', 'season']).doNothing())
    .execute();
}
