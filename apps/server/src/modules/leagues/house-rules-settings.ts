import { HOUSE_RULES_MESSAGES, type HouseRules } from '@tradearena/contracts';
import { isWithinMarketSession } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { leagueTimeZone } from '../competition-core/index.ts';

/**
 * The `rules` of PATCH /api/leagues/:id/settings as the competitions row stores them (ADR 026): the whole set
 * replaces the saved one, null (or a set with no rule) clears it. Trading hours are in the creator's time zone and
 * must lie inside market hours on the day they are saved (REQUEST_INVALID otherwise).
 */
export async function houseRulesColumn(
  db: Kysely<Database>,
  rules: HouseRules | null | undefined,
  creatorId: number,
  now: Date,
): Promise<Result<{ house_rules_json?: string | null }>> {
  if (rules === undefined) return ok({});
  const set = rules && Object.fromEntries(Object.entries(rules).filter(([, v]) => v != null));
  if (!set || Object.keys(set).length === 0) return ok({ house_rules_json: null });
  if (rules.tradingHours) {
    const user = await db.selectFrom('users').select('timezone').where('id', '=', creatorId).executeTakeFirst();
    if (!isWithinMarketSession(rules.tradingHours, leagueTimeZone(user?.timezone), now))
      return fail('REQUEST_INVALID', HOUSE_RULES_MESSAGES.tradingHoursOutsideMarket);
  }
  return ok({ house_rules_json: JSON.stringify(set) });
}
