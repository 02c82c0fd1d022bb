import { WATCHLIST_MAX, WATCHLIST_MESSAGES, type Watchlist } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';

export interface WatchlistDeps {
  db: Kysely<Database>;
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
 * nothing. A watchlist holding WATCHLIST_MAX symbols takes no more (WATCHLIST_FULL).
 */
export async function addToWatchlist(
  deps: WatchlistDeps,
  input: { userId: number; symbol: string },
): Promise<Result<Watchlist>> {
  if (!(await deps.marketData.isKnownSymbol(input.symbol))) {
    return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${input.symbol}`);
  }
  const current = await getWatchlist(deps, input.userId);
  if (current.symbols.includes(input.symbol)) return ok(current);
  if (current.symbols.length >= WATCHLIST_MAX) return fail('WATCHLIST_FULL', WATCHLIST_MESSAGES.full);
  await deps.db
    .insertInto('watchlist_items')
    .values({ user_id: input.userId, symbol: input.symbol, created_at: deps.clock.now().getTime() })
    .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
    .execute();
  return ok(await getWatchlist(deps, input.userId));
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
