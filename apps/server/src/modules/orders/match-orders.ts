import { evaluateOrder, isOrderActive } from '@tradearena/domain';
import { fillOpenOrder, type OpenOrderFill } from './fill-open-order.ts';
import type { BookOrder } from './order-book.ts';
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
 * orders, then only the orders that price has reached (order-book.ts), each decided by `evaluateOrder` and filled
 * through the one engine (fill-open-order.ts). The first price of a symbol in a session is its `open` observation, so
 * an order queued while the market was closed fills at the open price when the open gapped through its level.
 * Orders not yet active (queued for the next open) or expired (the expiry job closes them) are left alone.
 * Rounds never overlap: a call while one runs waits for it and then runs its own.
 */
export function createOrderMatcher(deps: OrdersDeps) {
  const seenInSession = new Map<string, string>();
  let last: Promise<unknown> = Promise.resolve();

  async function round(): Promise<MatchRound> {
    const { book } = deps;
    if (!book.loaded) {
      for (const order of await selectOpenBookOrders(deps.db.db)) book.put(order);
      book.loaded = true;
    }
    const results: MatchRound['results'] = [];
    const now = deps.clock.now();
    const status = deps.marketHours.status(now);
    const symbols = book.symbols();
    if (!status.isOpen || symbols.length === 0) return { results };
    const session = status.opensAt ?? status.nextOpenAt;
    const quotes = await deps.marketData.quotes(symbols);
    for (const [symbol, quote] of quotes) {
      if (!isTradable(quote)) continue;
      const kind = seenInSession.get(symbol) === session ? 'tick' : 'open';
      seenInSession.set(symbol, session);
      for (const order of book.reached(symbol, quote.priceCents)) {
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
    return { results };
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
