import { LEAGUE_EXTENSION } from '@tradearena/contracts';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { PurchaseRow } from './fulfil-purchase.ts';

const DAY_MS = 86_400_000;
/** A league keeps room for its creator and one player whatever slots are taken back. */
const MIN_CAPACITY = 2;

/**
 * Takes back an applied league purchase whose payment was returned, inside the reversal's transaction, once (the
 * purchase is marked `revoked_at`; docs/decisions/019-reversals-take-back-goods.md). An extension moves the league's
 * end (and its season's) 30 days back, but never before now: a league whose first end has passed ends now, and the
 * league job completes it as any ended league (orders check the end inside their own transaction, so none slips
 * past it). Extra slots lower the capacity by as many: players already seated beyond it stay, new joins are refused
 * as for a full league. A completed league keeps its final standings and capacity. False when there was nothing to
 * revoke (not applied, or revoked before).
 */
export async function revokeLeaguePurchase(
  trx: Transaction<Database>,
  kind: DbKind,
  purchase: PurchaseRow,
  now: Date,
): Promise<boolean> {
  if (Number(purchase.applied) === 0 || purchase.revoked_at !== null || purchase.league_id === null) return false;
  const t = now.getTime();
  await trx.updateTable('purchases').set({ revoked_at: t }).where('id', '=', purchase.id).execute();
  const leagueId = Number(purchase.league_id);
  const league = await lockRowForUpdate(
    kind,
    trx.selectFrom('competitions').select(['ends_at', 'max_participants', 'completed_at']).where('id', '=', leagueId),
  ).executeTakeFirst();
  if (!league || league.completed_at !== null) return true;
  if (purchase.kind === 'league_extension') {
    const back = (endsAt: number) => Math.max(endsAt - LEAGUE_EXTENSION.days * DAY_MS, t);
    await trx
      .updateTable('competitions')
      .set({ ends_at: back(Number(league.ends_at)) })
      .where('id', '=', leagueId)
      .execute();
    const season = await trx
      .selectFrom('competition_seasons')
      .select('ends_at')
      .where('competition_id', '=', leagueId)
      .where('season', '=', LEAGUE_SEASON)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (season) {
      await trx
        .updateTable('competition_seasons')
        .set({ ends_at: back(Number(season.ends_at)) })
        .where('competition_id', '=', leagueId)
        .where('season', '=', LEAGUE_SEASON)
        .execute();
    }
    return true;
  }
  if (league.max_participants !== null) {
    const capacity = Math.max(Number(league.max_participants) - Number(purchase.participant_count ?? 0), MIN_CAPACITY);
    await trx.updateTable('competitions').set({ max_participants: capacity }).where('id', '=', leagueId).execute();
  }
  return true;
}
