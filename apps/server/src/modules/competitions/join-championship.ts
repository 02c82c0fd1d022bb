import { COMPETITION_MESSAGES, type JoinCompetitionResponse } from '@tradearena/contracts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import {
  competitionState,
  currentSeason,
  ensureCompetitionSeason,
  loadCompetition,
  prizePoolOf,
  toCompetitionJson,
} from '../competition-core/index.ts';

/**
 * POST /api/competition/:id/join for the weekly and monthly championships: in one transaction the season is
 * recorded, the player added under their username and their portfolio for the season opened with the starting
 * cash. A second join in the same season is a 409 (the participant row's key decides, also when two race).
 */
export async function joinChampionship(
  deps: { db: DbHandle; clock: Clock },
  input: { userId: number; competitionId: number },
): Promise<Result<JoinCompetitionResponse>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const row = await loadCompetition(db, input.competitionId);
  if (!row) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  // A public replay event (ADR 025: the only public league) is joined here too, until it ends.
  const publicEvent = row.kind === 'league' && Number(row.is_private) === 0;
  if (!publicEvent && (row.kind !== 'championship' || !row.championship_type))
    return fail('COMPETITION_NOT_JOINABLE', COMPETITION_MESSAGES.notChampionship);
  if (publicEvent && competitionState(row, now) === 'completed')
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  const window = currentSeason(row, now);
  const t = now.getTime();
  const joined = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('username').where('id', '=', input.userId).executeTakeFirst();
    if (!user) return false;
    await ensureCompetitionSeason(trx, input.competitionId, window, prizePoolOf(row));
    const added = await trx
      .insertInto('competition_participants')
      .values({
        competition_id: input.competitionId,
        season: window.season,
        user_id: input.userId,
        display_name: user.username,
        joined_at: t,
      })
      .onConflict((oc) => oc.columns(['competition_id', 'season', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    const cash = Number(row.starting_cash_cents);
    await trx
      .insertInto('portfolios')
      .values({
        user_id: input.userId,
        competition_id: input.competitionId,
        season: window.season,
        cash_cents: cash,
        starting_cash_cents: cash,
        created_at: t,
        updated_at: t,
      })
      .onConflict((oc) => oc.columns(['user_id', 'competition_id', 'season']).doNothing())
      .execute();
    return true;
  });
  if (!joined) return fail('COMPETITION_ALREADY_JOINED', COMPETITION_MESSAGES.championshipAlreadyJoined);
  const count = await db
    .selectFrom('competition_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('competition_id', '=', input.competitionId)
    .where('season', '=', window.season)
    .executeTakeFirstOrThrow();
  return ok({
    success: true,
    message: COMPETITION_MESSAGES.championshipJoined,
    competition: toCompetitionJson(row, {
      now,
      userId: input.userId,
      participantCount: Number(count.n),
      isParticipant: true,
    }),
  });
}
