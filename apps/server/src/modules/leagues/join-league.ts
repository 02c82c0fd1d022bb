import { COMPETITION_MESSAGES, type JoinLeagueBody, type LeagueResponse } from '@tradearena/contracts';
import { normalizeInviteCode } from '@tradearena/domain';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import { type Failure, fail, ok, type Result } from '../../app-error.ts';
import { competitionState, LEAGUE_SEASON, toCompetitionJson } from '../competition-core/index.ts';
import type { LeagueDeps } from './league-deps.ts';

/**
 * POST /api/leagues/join: the invite code (any case) names the league. Refused for an unknown code (404), a completed
 * league, a player already in it or a full league (409). A league waiting for its start may be joined (trading opens
 * at the start). In ONE transaction, under a lock on the league row so the last free place goes to one player only:
 * the participant row (its key refuses a second join) and the player's $100,000 league portfolio.
 */
export async function joinLeague(
  deps: Pick<LeagueDeps, 'db' | 'clock'>,
  input: JoinLeagueBody & { userId: number },
): Promise<Result<LeagueResponse>> {
  const code = normalizeInviteCode(input.inviteCode);
  if (!code) return fail('LEAGUE_CODE_UNKNOWN', COMPETITION_MESSAGES.leagueCodeUnknown);
  const now = deps.clock.now();
  const t = now.getTime();
  const joined = await deps.db.db.transaction().execute(async (trx) => {
    const league = await lockRowForUpdate(
      deps.db.kind,
      trx.selectFrom('competitions').selectAll().where('invite_code', '=', code).where('kind', '=', 'league'),
    ).executeTakeFirst();
    const refuse = (reason: Failure['code'], message: string) => ({
      failure: { code: reason, message } satisfies Failure,
    });
    if (!league) return refuse('LEAGUE_CODE_UNKNOWN', COMPETITION_MESSAGES.leagueCodeUnknown);
    if (competitionState(league, now) === 'completed')
      return refuse('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
    const id = Number(league.id);
    const players = await trx
      .selectFrom('competition_participants')
      .select(['user_id', 'removed_at'])
      .where('competition_id', '=', id)
      .where('season', '=', LEAGUE_SEASON)
      .execute();
    if (players.some((p) => Number(p.user_id) === input.userId))
      return refuse('LEAGUE_ALREADY_JOINED', COMPETITION_MESSAGES.leagueAlreadyJoined);
    // A student removed by the educator frees the seat (and cannot come back with the code: joined already).
    const seated = players.filter((p) => p.removed_at === null).length;
    if (league.max_participants !== null && seated >= Number(league.max_participants))
      return refuse('LEAGUE_FULL', COMPETITION_MESSAGES.leagueFull);
    const added = await trx
      .insertInto('competition_participants')
      .values({
        competition_id: id,
        season: LEAGUE_SEASON,
        user_id: input.userId,
        display_name: input.displayName,
        joined_at: t,
      })
      .onConflict((oc) => oc.columns(['competition_id', 'season', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0)
      return refuse('LEAGUE_ALREADY_JOINED', COMPETITION_MESSAGES.leagueAlreadyJoined);
    const cash = Number(league.starting_cash_cents);
    await trx
      .insertInto('portfolios')
      .values({
        user_id: input.userId,
        competition_id: id,
        season: LEAGUE_SEASON,
        cash_cents: cash,
        starting_cash_cents: cash,
        created_at: t,
        updated_at: t,
      })
      .onConflict((oc) => oc.columns(['user_id', 'competition_id', 'season']).doNothing())
      .execute();
    return { league, participantCount: players.length + 1 };
  });
  if ('failure' in joined) return { ok: false, error: joined.failure };
  const league = toCompetitionJson(joined.league, {
    now,
    userId: input.userId,
    participantCount: joined.participantCount,
    isParticipant: true,
  });
  return ok({
    success: true,
    message: COMPETITION_MESSAGES.leagueJoined,
    league,
    inviteCode: joined.league.invite_code ?? code,
  });
}
