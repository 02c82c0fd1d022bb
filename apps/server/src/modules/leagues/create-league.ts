import { COMPETITION_MESSAGES, type CreateLeagueBody, type LeagueResponse } from '@tradearena/contracts';
import {
  COMPETITION_STARTING_CASH_CENTS,
  FRIEND_LEAGUE_MAX_PLAYERS,
  type FriendLeagueSchedule,
  friendLeagueSchedule,
  MAX_OPEN_FRIEND_LEAGUES,
} from '@tradearena/domain';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import { type Failure, fail, ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON, loadCompetition, toCompetitionJson } from '../competition-core/index.ts';
import { createLeagueRecord } from './create-league-record.ts';
import type { LeagueDeps } from './league-deps.ts';
import { newInviteCode } from './new-invite-code.ts';
import { withFreshInviteCode } from './with-fresh-invite-code.ts';

const SCHEDULE_MESSAGES: Record<Extract<FriendLeagueSchedule, { ok: false }>['reason'], string> = {
  bad_date: COMPETITION_MESSAGES.leagueBadStartDate,
  bad_time: COMPETITION_MESSAGES.leagueBadStartTime,
  bad_duration: COMPETITION_MESSAGES.leagueBadDuration,
  in_the_past: COMPETITION_MESSAGES.leagueStartInPast,
  too_far: COMPETITION_MESSAGES.leagueStartTooFar,
};

/**
 * POST /api/leagues/create (docs/product/competitions.md#friend-leagues): a private friend league scheduled in US Central time, $100,000 per
 * player, with a unique invite code. At most MAX_OPEN_FRIEND_LEAGUES leagues not completed per creator (docs/product/competitions.md#friend-leagues),
 * counted under a lock on the creator's row so two creates at once cannot both pass. In ONE transaction: the league,
 * its one season, the creator as its first player and the creator's league portfolio. A code taken meanwhile
 * (unique index) is redrawn.
 */
export async function createLeague(
  deps: Pick<LeagueDeps, 'db' | 'clock'>,
  input: CreateLeagueBody & { userId: number },
  drawCode: () => string = newInviteCode,
): Promise<Result<LeagueResponse>> {
  const now = deps.clock.now();
  const schedule = friendLeagueSchedule({
    startDate: input.startDate ?? '',
    startTime: input.startTime ?? '',
    durationDays: input.durationDays,
    now,
  });
  if (!schedule.ok) return fail('LEAGUE_BAD_SCHEDULE', SCHEDULE_MESSAGES[schedule.reason]);
  if (!FRIEND_LEAGUE_MAX_PLAYERS.includes(input.maxParticipants))
    return fail('REQUEST_INVALID', COMPETITION_MESSAGES.leagueBadMaxParticipants);

  const created = await withFreshInviteCode(drawCode, (code) => insertLeague(deps, input, schedule, code));
  if ('code' in created) return { ok: false, error: created };
  const row = await loadCompetition(deps.db.db, created.id);
  if (!row) throw new Error(`league ${created.id} vanished right after it was created`);
  const league = toCompetitionJson(row, { now, userId: input.userId, participantCount: 1, isParticipant: true });
  return ok({ success: true, message: COMPETITION_MESSAGES.leagueCreated, league, inviteCode: row.invite_code! });
}

async function insertLeague(
  deps: Pick<LeagueDeps, 'db' | 'clock'>,
  input: CreateLeagueBody & { userId: number },
  schedule: { startsAt: Date; endsAt: Date },
  inviteCode: string,
): Promise<{ id: number } | Failure> {
  const t = deps.clock.now().getTime();
  return deps.db.db.transaction().execute(async (trx) => {
    const creator = await lockRowForUpdate(
      deps.db.kind,
      trx.selectFrom('users').select('id').where('id', '=', input.userId).where('deleted_at', 'is', null),
    ).executeTakeFirst();
    if (!creator) return { code: 'AUTH_REQUIRED', message: 'User not authenticated' } satisfies Failure;
    const open = await trx
      .selectFrom('competitions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'league')
      .where('created_by_user_id', '=', input.userId)
      .where('completed_at', 'is', null)
      .where('ends_at', '>', t)
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= MAX_OPEN_FRIEND_LEAGUES)
      return { code: 'LEAGUE_TOO_MANY_OPEN', message: COMPETITION_MESSAGES.leagueTooManyOpen } satisfies Failure;
    const id = await createLeagueRecord(trx, {
      name: input.name,
      description: input.description ?? '',
      createdByUserId: input.userId,
      maxParticipants: input.maxParticipants,
      startingCashCents: COMPETITION_STARTING_CASH_CENTS,
      inviteCode,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      isEducational: false,
      shortSellingAllowed: input.shortSellingAllowed,
      rankingMode: input.rankingMode,
      createdAt: t,
    });
    await trx
      .insertInto('competition_participants')
      .values({
        competition_id: id,
        season: LEAGUE_SEASON,
        user_id: input.userId,
        display_name: input.displayName,
        joined_at: t,
      })
      .execute();
    await trx
      .insertInto('portfolios')
      .values({
        user_id: input.userId,
        competition_id: id,
        season: LEAGUE_SEASON,
        cash_cents: COMPETITION_STARTING_CASH_CENTS,
        starting_cash_cents: COMPETITION_STARTING_CASH_CENTS,
        created_at: t,
        updated_at: t,
      })
      .execute();
    return { id };
  });
}
