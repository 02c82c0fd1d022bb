import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { LEAGUE_SEASON } from './current-season.ts';

/** A private league its owner bought something for: it applies only while the league is the owner's and running. */
interface OwnLeague {
  leagueId: number;
  ownerId: number;
  /** Epoch ms: a league that has ended by then takes nothing. */
  nowMs: number;
}

function ownOpenLeague(trx: Transaction<Database>, { leagueId, ownerId, nowMs }: OwnLeague) {
  return trx
    .updateTable('competitions')
    .where('id', '=', leagueId)
    .where('kind', '=', 'league')
    .where('is_private', '=', 1)
    .where('created_by_user_id', '=', ownerId)
    .where('completed_at', 'is', null)
    .where('ends_at', '>', nowMs);
}

/** Moves the end of the owner's running private league, and of its open season, `byMs` later; false if none. */
export async function extendOwnLeague(
  trx: Transaction<Database>,
  league: OwnLeague & { byMs: number },
): Promise<boolean> {
  const { byMs } = league;
  const extended = await ownOpenLeague(trx, league)
    .set((eb) => ({ ends_at: eb('ends_at', '+', byMs) }))
    .executeTakeFirst();
  if (Number(extended.numUpdatedRows) === 0) return false;
  await trx
    .updateTable('competition_seasons')
    .set((eb) => ({ ends_at: eb('ends_at', '+', byMs) }))
    .where('competition_id', '=', league.leagueId)
    .where('season', '=', LEAGUE_SEASON)
    .where('closed_at', 'is', null)
    .execute();
  return true;
}

/** Adds `slots` player slots to the owner's running private league that has a cap; false if none. */
export async function addOwnLeagueSlots(
  trx: Transaction<Database>,
  league: OwnLeague & { slots: number },
): Promise<boolean> {
  const { slots } = league;
  const added = await ownOpenLeague(trx, league)
    .where('max_participants', 'is not', null)
    .set((eb) => ({ max_participants: eb('max_participants', '+', slots) }))
    .executeTakeFirst();
  return Number(added.numUpdatedRows) > 0;
}
