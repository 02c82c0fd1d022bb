import { AUTH_MESSAGES, WATCHLIST_MAX, WATCHLIST_MESSAGES, type Watchlist } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';

export interface WatchlistDeps {
  db: Kysely<Database>;
  kind: DbKind;
  clock: Clock;
  marketData: Pick<MarketData, 'isKnownSymbol'>;
}

/** The player's watchlist, in the order the symbols were added. */
export async function getWatchlist(deps: Pick<WatchlistDeps, 'db'>, userId: number): Promise<Watchlist> {
  const rows = await deps.db
    .selectFrom('watchlist_items')
    .select('symbol')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('symbol')
    .execute();
  return { symbols: rows.map((r) => r.symbol) };
}

/**
 * Adds a symbol of the universe (MARKET_UNKNOWN_SYMBOL otherwise) to the watchlist; adding one already there changes
 * nothing. A watchlist holding WATCHLIST_MAX symbols takes no more (WATCHLIST_FULL). The count and the insert run in
 * one transaction under a lock on the player's user row, so concurrent adds cannot pass the cap together; a deleted
 * account (its row marked under the same lock, delete-account.ts) gets no new rows (AUTH_REQUIRED).
 */
export async function addToWatchlist(
  deps: WatchlistDeps,
  input: { userId: number; symbol: string },
): Promise<Result<Watchlist>> {
  if (!(await deps.marketData.isKnownSymbol(input.symbol))) {
    return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${input.symbol}`);
  }
  return deps.db.transaction().execute(async (trx): Promise<Result<Watchlist>> => {
    const user = await lockRowForUpdate(
      deps.kind,
      trx.selectFrom('users').select('deleted_at').where('id', '=', input.userId),
    ).executeTakeFirst();
    if (!user || user.deleted_at !== null) return fail('AUTH_REQUIRED', AUTH_MESSAGES.signInRequired);
    const current = await getWatchlist({ db: trx }, input.userId);
    if (current.symbols.includes(input.symbol)) return ok(current);
    if (current.symbols.length >= WATCHLIST_MAX) return fail('WATCHLIST_FULL', WATCHLIST_MESSAGES.full);
    await trx
      .insertInto('watchlist_items')
      .values({ user_id: input.userId, symbol: input.symbol, created_at: deps.clock.now().getTime() })
      .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
      .execute();
    return ok(await getWatchlist({ db: trx }, input.userId));
  });
}

/** Removes a symbol from the watchlist; removing one that is not there changes nothing. */
export async function removeFromWatchlist(
  deps: Pick<WatchlistDeps, 'db'>,
  input: { userId: number; symbol: string },
): Promise<Watchlist> {
  await deps.db
    .deleteFrom('watchlist_items')
    .where('user_id', '=', input.userId)
    .where('symbol', '=', input.symbol)
    .execute();
  return getWatchlist(deps, input.userId);
}
