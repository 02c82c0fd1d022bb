import {
  COMPETITION_MESSAGES,
  LEAGUE_SETTINGS_MESSAGES,
  type LeagueSettingsBody,
  type LeagueSettingsResponse,
  ORDER_MESSAGES,
} from '@tradearena/contracts';
import { isTrue } from '../../adapters/db/open-database.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { findEducator } from '../accounts/index.ts';
import { competitionState, getCompetition, loadCompetition } from '../competition-core/index.ts';
import { houseRulesColumn } from './house-rules-settings.ts';
import type { LeagueDeps } from './league-deps.ts';

/**
 * PATCH /api/leagues/:id/settings (docs/product/competitions.md#league-settings): a friend league's creator, or a class's educator (still an educator),
 * switches short selling on or off while the league is not completed. Off stops new shorts only: open short
 * positions stay and may be covered (ADR 015). Championships keep one rule for everyone (always on): 409.
 * A class's educator also decides whether bank or store cash may be transferred into its portfolios
 * (`allowBankTransfers`, ADR 012); a friend league always takes it, so that switch there is a 409 too. Only the
 * switches in the body change. One conditional write, so a league completed meanwhile is refused and a repeated call
 * just saves the same value.
 */
export async function updateLeagueSettings(
  deps: Pick<LeagueDeps, 'db' | 'clock'>,
  input: LeagueSettingsBody & { leagueId: number; userId: number },
): Promise<Result<LeagueSettingsResponse>> {
  const now = deps.clock.now();
  const db = deps.db.db;
  const league = await loadCompetition(db, input.leagueId);
  if (league === null) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.leagueNotFound);
  if (league.kind !== 'league') return fail('COMPETITION_SETTINGS_FIXED', LEAGUE_SETTINGS_MESSAGES.championship);
  if (league.created_by_user_id === null || Number(league.created_by_user_id) !== input.userId)
    return fail('LEAGUE_NOT_CREATOR', LEAGUE_SETTINGS_MESSAGES.notCreator);
  if (isTrue(league.is_educational)) {
    const educator = await findEducator(db, input.userId, now);
    if (!educator.ok) return educator;
  } else if (input.allowBankTransfers !== undefined) {
    return fail('COMPETITION_SETTINGS_FIXED', LEAGUE_SETTINGS_MESSAGES.bankTransfersClassOnly);
  }
  if (competitionState(league, now) === 'completed')
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  const rules = await houseRulesColumn(db, input.rules, input.userId, now);
  if (!rules.ok) return rules;
  const updated = await db
    .updateTable('competitions')
    .set({
      ...(input.shortSellingAllowed === undefined ? {} : { short_selling_allowed: input.shortSellingAllowed ? 1 : 0 }),
      ...(input.allowBankTransfers === undefined ? {} : { bank_transfers_allowed: input.allowBankTransfers ? 1 : 0 }),
      ...rules.value,
    })
    .where('id', '=', input.leagueId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  const saved = await getCompetition(db, { id: input.leagueId, userId: input.userId, now });
  if (!saved.ok) return saved;
  return ok({ success: true, message: ORDER_MESSAGES.leagueSettingsSaved, league: saved.value });
}
