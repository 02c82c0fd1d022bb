import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { ok, type Result } from '../../app-error.ts';
import type { CompetitionRow } from '../competition-core/index.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';
import { selectClassLeagues } from './select-class-leagues.ts';

/**
 * The educator's class leagues a filtered educator call is about: the one asked for (404 when it is not the
 * educator's own), or every one of them (oldest first) when no league is named.
 */
export async function findOwnClassLeagues(
  db: Kysely<Database>,
  input: { leagueId?: number; educatorId: number },
): Promise<Result<CompetitionRow[]>> {
  if (input.leagueId !== undefined) {
    const one = await findOwnClassLeague(db, { leagueId: input.leagueId, educatorId: input.educatorId });
    return one.ok ? ok([one.value]) : one;
  }
  const rows = await selectClassLeagues(db, input.educatorId).orderBy('id').execute();
  return ok(rows);
}
