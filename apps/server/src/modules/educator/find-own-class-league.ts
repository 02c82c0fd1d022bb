import { EDUCATOR_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { CompetitionRow } from '../competition-core/index.ts';
import { selectClassLeagues } from './select-class-leagues.ts';

/**
 * The educator's own class league with this id. Anything else (unknown id, a friend league, another educator's
 * class) is the same 404, so an id never tells whether someone else's league exists.
 */
export async function findOwnClassLeague(
  db: Kysely<Database>,
  input: { leagueId: number; educatorId: number },
): Promise<Result<CompetitionRow>> {
  const row = await selectClassLeagues(db, input.educatorId).where('id', '=', input.leagueId).executeTakeFirst();
  return row ? ok(row) : fail('EDUCATOR_LEAGUE_NOT_FOUND', EDUCATOR_MESSAGES.leagueNotFound);
}
