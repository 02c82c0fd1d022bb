import type { Competition } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { describeCompetitions } from '../competition-core/index.ts';

/**
 * GET /api/competitions: what anyone signed in may join — the weekly and monthly championships and any public
 * league not yet completed. Private friend leagues are listed only for their players (GET /api/competitions/user).
 */
export async function listCompetitions(
  db: Kysely<Database>,
  input: { userId: number; now: Date },
): Promise<Competition[]> {
  const rows = await db
    .selectFrom('competitions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'championship'),
        eb.and([eb('is_private', '=', 0), eb('completed_at', 'is', null), eb('ends_at', '>', input.now.getTime())]),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
  return describeCompetitions(db, rows, input);
}
