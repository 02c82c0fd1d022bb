import { evaluateOrder, isOrderActive } from '@tradearena/domain';
import { replayPricesOf, withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { fillOpenOrder, type OpenOrderFill } from './fill-open-order.ts';
import { type BookOrder, LIVE_MARKET } from './order-book.ts';
import { selectOpenBookOrders } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { isTradable } from './tradable-quote.ts';

export interface MatchRound {
  /** What happened to each order the prices reached (triggered: a stop_limit that became its limit order). */
  results: { orderId: number; result: OpenOrderFill | { outcome: 'triggered' } }[];
}

/**
 * The matcher of open orders (docs/product/trading.md#order-types), one round per price change on one instance (server.ts runs it as a job
 * under an advisory lock, every tick period): while the market is open, the current quote of every symbol with open
 * orders — per market: the live one, and each replay event's at its own prices and hours (ADR 025) — then only the orders that price has reached (order-book.ts), each decided by `evaluateOrder` and filled
 * through the one engine (fill-open-order.ts). The first price of a symbol in a session is its `open` observation, so
 * an order queued while the market was closed fills at the open price when the open gapped through its level.
 * Orders not yet active (queued for the next open) or expired (the expiry job closes them) are left alone.
 * Rounds never overlap: a call while one runs waits for it and then runs its own.
 */
export function createOrderMatcher(deps: OrdersDeps) {
  const seenInSession = new Map<string, string>();
  const classified = new Set<number>();
  let last: Promise<unknown> = Promise.resolve();

  async function round(): Promise<MatchRound> {
    const { book } = deps;
    if (!book.loaded) {
      for (const order of await selectOpenBookOrders(deps.db.db)) book.put(order);
      book.loaded = true;
    }
    // A replay event's orders are matched in its own market, at its prices and hours (ADR 025); a competition is
    // looked up once (a replay row is written with its competition and never changes).
    for (const competitionId of book.competitions()) {
      if (classified.has(competitionId)) continue;
      if (await replayPricesOf(deps.db.db, competitionId)) book.ownMarket(competitionId);
      classified.add(competitionId);
    }
    const results: MatchRound['results'] = [];
    const now = deps.clock.now();
    await matchMarket(deps, LIVE_MARKET, now, results);
    for (const competitionId of book.ownMarkets())
      if (book.symbols(competitionId).length > 0)
        await matchMarket(await withCompetitionMarket(deps, competitionId), competitionId, now, results);
    return { results };
  }

  /** The orders of one market (the live one, or a replay's) that its current quotes reached. */
  async function matchMarket(
    deps: OrdersDeps,
    market: number,
    now: Date,
    results: MatchRound['results'],
  ): Promise<void> {
    const { book } = deps;
    const status = deps.marketHours.status(now);
    const symbols = book.symbols(market);
    if (!status.isOpen || symbols.length === 0) return;
    const session = `${market}:${status.opensAt ?? status.nextOpenAt}`;
    const quotes = await deps.marketData.quotes(symbols);
    for (const [symbol, quote] of quotes) {
      if (!isTradable(quote)) continue;
      const seen = `${market}:${symbol}`;
      const kind = seenInSession.get(seen) === session ? 'tick' : 'open';
      seenInSession.set(seen, session);
      for (const order of book.reached(symbol, quote.priceCents, market)) {
        if (!isOrderActive({ activeFrom: new Date(order.activeFrom), expiresAt: new Date(order.expiresAt) }, now))
          continue;
        const evaluation = evaluateOrder(order, { priceCents: quote.priceCents, kind });
        if (evaluation.outcome === 'fill') {
          results.push({ orderId: order.id, result: await fillOpenOrder(deps, order, evaluation.priceCents, now) });
        } else if (evaluation.outcome === 'trigger') {
          await triggerStopLimit(deps, evaluation.becomes);
          results.push({ orderId: order.id, result: { outcome: 'triggered' } });
        }
      }
    }
  }

  return {
    /** One matching round at the clock's now; resolves with what it did. */
    runOnce(): Promise<MatchRound> {
      const next = last.then(round, round);
      last = next.catch(() => undefined);
      return next;
    },
  };
}

/** A stop_limit whose stop was reached is from then on its limit order (ADR 015): stored and indexed as one. */
async function triggerStopLimit(deps: OrdersDeps, becomes: BookOrder): Promise<void> {
  const r = await deps.db.db
    .updateTable('orders')
    .set({ order_type: 'limit' })
    .where('id', '=', becomes.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) deps.book.put(becomes);
  else deps.book.remove(becomes.id);
}
