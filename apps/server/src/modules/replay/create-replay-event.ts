import { randomBytes } from 'node:crypto';
import { REPLAY_MESSAGES, type Replay } from '@tradearena/contracts';
import { drawReplayStartDate, REPLAY_PRIZE_POOL_CENTS, replayEndsAt, replayWindow } from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { sp500History } from '../../adapters/market-data/simulated/sp500-history.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import {
  type CompetitionRow,
  ensureCompetitionSeason,
  isShortSellingAllowed,
  LEAGUE_SEASON,
} from '../competition-core/index.ts';
import { toReplayJson } from './to-replay-json.ts';

/** A public event's starting cash: the championships' $100,000. */
const PUBLIC_STARTING_CASH_CENTS = 10_000_000;
/** How far before now a requested start is still taken as "now" (the request's own travel time). */
const START_GRACE_MS = 60_000;

export interface CreateReplayInput {
  creatorId: number;
  /** The class it is run for (its current students play, with its starting cash); null: a public event. */
  classLeague: CompetitionRow | null;
  days: number;
  minutesPerDay: number;
  startDate?: string | undefined;
  startsAt?: string | undefined;
}

/**
 * Creates a replay event (ADR 025) in one transaction: its competition (a league row with its one season, from
 * `startsAt` to the last replayed close; public unless run for a class), the replay row with the start date (drawn
 * from a fresh secret seed when not given) and the seed, and, for a class, every current student as a participant
 * with a portfolio at the class's starting cash. Public events are joined with POST /api/competition/{id}/join.
 */
export async function createReplayEvent(
  deps: { db: DbHandle; clock: Clock },
  input: CreateReplayInput,
): Promise<Result<{ replay: Replay }>> {
  const now = deps.clock.now();
  const t = now.getTime();
  const startsAt = input.startsAt === undefined ? t : Date.parse(input.startsAt);
  if (!Number.isFinite(startsAt) || startsAt < t - START_GRACE_MS)
    return fail('REPLAY_STARTS_AT_INVALID', REPLAY_MESSAGES.badStartsAt);
  const seed = randomBytes(16).toString('hex');
  const history = sp500History();
  const startDate = input.startDate ?? drawReplayStartDate(history, input.days, seed);
  if (!replayWindow(history, startDate, input.days))
    return fail('REPLAY_START_DATE_INVALID', REPLAY_MESSAGES.badStartDate);
  const endsAt = replayEndsAt({ startsAt, days: input.days, minutesPerDay: input.minutesPerDay });
  const cls = input.classLeague;
  const cash = cls ? Number(cls.starting_cash_cents) : PUBLIC_STARTING_CASH_CENTS;

  const row = await deps.db.db.transaction().execute(async (trx) => {
    const competition = await trx
      .insertInto('competitions')
      .values({
        kind: 'league',
        name: REPLAY_MESSAGES.name,
        title: REPLAY_MESSAGES.name,
        description: REPLAY_MESSAGES.description,
        is_private: cls ? 1 : 0,
        is_educational: 0,
        created_by_user_id: input.creatorId,
        max_participants: null,
        starting_cash_cents: cash,
        championship_type: null,
        invite_code: null,
        starts_at: startsAt,
        ends_at: endsAt,
        completed_at: null,
        created_at: t,
        // Shorts as the class allows them (a public event: as championships, always); the margin-call job values
        // them at the replay's prices (ADR 025).
        short_selling_allowed: cls ? (isShortSellingAllowed(cls) ? 1 : 0) : 1,
        bank_transfers_allowed: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const competitionId = Number(competition.id);
    const window = { season: LEAGUE_SEASON, startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
    // A public event's prize pool is paid at its close as championships' are (closeCompetitionSeason).
    await ensureCompetitionSeason(trx, competitionId, window, cls ? 0 : REPLAY_PRIZE_POOL_CENTS);
    const students = cls
      ? await trx
          .selectFrom('competition_participants as p')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select(['p.user_id', 'p.display_name'])
          .where('p.competition_id', '=', Number(cls.id))
          .where('p.season', '=', LEAGUE_SEASON)
          .where('p.removed_at', 'is', null)
          .where('u.deleted_at', 'is', null)
          .execute()
      : [];
    if (students.length > 0) {
      const member = { competition_id: competitionId, season: LEAGUE_SEASON };
      await trx
        .insertInto('competition_participants')
        .values(students.map((s) => ({ ...member, user_id: s.user_id, display_name: s.display_name, joined_at: t })))
        .execute();
      const money = { cash_cents: cash, starting_cash_cents: cash, created_at: t, updated_at: t };
      await trx
        .insertInto('portfolios')
        .values(students.map((s) => ({ ...member, ...money, user_id: s.user_id })))
        .execute();
    }
    return trx
      .insertInto('replay_events')
      .values({
        competition_id: competitionId,
        class_league_id: cls ? Number(cls.id) : null,
        created_by_user_id: input.creatorId,
        start_date: startDate,
        days: input.days,
        minutes_per_day: input.minutesPerDay,
        seed,
        starts_at: startsAt,
        ends_at: endsAt,
        created_at: t,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return ok({ replay: toReplayJson(row, now) });
}
