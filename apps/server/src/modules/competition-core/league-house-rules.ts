import { type ErrorCode, type HouseRules as HouseRulesJson, HouseRulesSchema } from '@tradearena/contracts';
import {
  type HouseRuleBroken,
  type HouseRules,
  isValidTimeZone,
  startOfDayInZone,
  toCents,
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

/** The API's rules in the domain's units (cents, basis points). */
export function toDomainHouseRules(rules: HouseRulesJson): HouseRules {
  return {
    ...rules,
    minPriceCents: rules.minPrice == null ? null : toCents(rules.minPrice),
    commission: rules.commission
      ? {
          perTradeCents: rules.commission.perTradeCents,
          percentBasisPoints: Math.round(rules.commission.percent * 100),
        }
      : null,
  };
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

/** The player's trades in this portfolio since the New York trading day began (the trades-per-day rule). */
export async function countTradesToday(db: Kysely<Database>, portfolioId: number, now: Date): Promise<number> {
  const since = startOfDayInZone(now, NEW_YORK).getTime();
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('portfolio_id', '=', portfolioId)
    .where('executed_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The league's wall clock now, for its trading hours. */
export function localTimeOf(league: LeagueHouseRules, now: Date): string {
  return wallClockIn(now, league.timeZone);
}
