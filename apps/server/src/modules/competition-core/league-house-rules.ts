import {
  type ErrorCode,
  type HouseRules as HouseRulesJson,
  HouseRulesSchema,
  toDomainHouseRules,
} from '@tradearena/contracts';
import {
  type HouseRuleBroken,
  type HouseRules,
  isValidTimeZone,
  startOfDayInZone,
  wallClockIn,
} from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

/** docs/decisions/026-house-rules-and-the-journal.md: the error code of each broken house rule. */
export const HOUSE_RULE_CODES: Record<HouseRuleBroken, ErrorCode> = {
  'position-limit': 'ORDER_RULE_POSITION_LIMIT',
  'trades-per-day': 'ORDER_RULE_TRADES_PER_DAY',
  'min-price': 'ORDER_RULE_MIN_PRICE',
  'symbol-not-allowed': 'ORDER_RULE_SYMBOL_NOT_ALLOWED',
  'outside-trading-hours': 'ORDER_RULE_OUTSIDE_TRADING_HOURS',
  'note-required': 'ORDER_RULE_NOTE_REQUIRED',
};

/** The saved rules of a competitions row as the API answers them; null when there are none (or unreadable). */
export function houseRulesOf(row: { house_rules_json?: string | null }): HouseRulesJson | null {
  if (!row.house_rules_json) return null;
  const parsed = HouseRulesSchema.safeParse(JSON.parse(row.house_rules_json));
  return parsed.success ? parsed.data : null;
}

/** An order's note or a trade's reflection as stored: as typed, but blank counts as none. */
export function toJournalText(text: string | null | undefined): string | null {
  return text == null || text.trim() === '' ? null : text;
}

/** A league's rules with what evaluating them needs: its time zone (its creator's) and how it is named. */
export interface LeagueHouseRules {
  rules: HouseRules;
  timeZone: string;
  noun: 'class' | 'league';
}

/** The house rules of a competition (null: none; always for the personal portfolio and championships). */
export async function readLeagueHouseRules(
  db: Kysely<Database>,
  competitionId: number,
): Promise<LeagueHouseRules | null> {
  if (competitionId === 0) return null;
  const row = await db
    .selectFrom('competitions as c')
    .leftJoin('users as u', 'u.id', 'c.created_by_user_id')
    .select(['c.house_rules_json', 'c.is_educational', 'c.kind', 'u.timezone'])
    .where('c.id', '=', competitionId)
    .executeTakeFirst();
  if (row?.kind !== 'league') return null;
  const rules = houseRulesOf(row);
  if (!rules) return null;
  return {
    rules: toDomainHouseRules(rules),
    timeZone: leagueTimeZone(row.timezone),
    noun: isTrue(row.is_educational) ? 'class' : 'league',
  };
}

const NEW_YORK = 'America/New_York';

/** The time zone of a league's trading hours: its creator's (a class's educator's), New York when unset. */
export function leagueTimeZone(creatorTimeZone: string | null | undefined): string {
  return creatorTimeZone && isValidTimeZone(creatorTimeZone) ? creatorTimeZone : NEW_YORK;
}

/**
 * The player's trades in this portfolio since the New York trading day began, plus the orders placed today that are
 * still open (the trades-per-day rule, docs/decisions/026-house-rules-and-the-journal.md): each order counts once,
 * when placed, so a player cannot queue more orders than the cap. `exceptOrderId`: the open order being filled, which
 * was counted when it was placed.
 */
export async function countTradesToday(
  db: Kysely<Database>,
  portfolioId: number,
  now: Date,
  exceptOrderId?: number,
): Promise<number> {
  const since = startOfDayInZone(now, NEW_YORK).getTime();
  const trades = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('portfolio_id', '=', portfolioId)
    .where('executed_at', '>=', since)
    .executeTakeFirst();
  let open = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('portfolio_id', '=', portfolioId)
    .where('status', '=', 'open')
    .where('created_at', '>=', since);
  if (exceptOrderId !== undefined) open = open.where('id', '<>', exceptOrderId);
  const queued = await open.executeTakeFirst();
  return Number(trades?.n ?? 0) + Number(queued?.n ?? 0);
}

/** The league's wall clock now, for its trading hours. */
export function localTimeOf(league: LeagueHouseRules, now: Date): string {
  return wallClockIn(now, league.timeZone);
}
