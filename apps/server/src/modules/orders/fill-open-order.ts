import type { TradeActionResponse } from '@tradearena/contracts';
import { evaluateOrder, ORDER_TERMS_MESSAGES } from '@tradearena/domain';
import { withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { shortSellingAllowed } from '../competition-core/index.ts';
import { priceMarks, selectPositionsOf } from '../portfolio/index.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { exitReasonOf } from './cancel-exit-orders.ts';
import { fillOrder, OrderRejected } from './fill-order.ts';
import type { BookOrder } from './order-book.ts';
import { closeOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { isTradable } from './tradable-quote.ts';

export type OpenOrderFill =
  | { outcome: 'filled'; response: TradeActionResponse }
  | { outcome: 'rejected'; reason: string }
  /** Its portfolio can no longer trade (cancel-exit-orders.ts): cancelled with the exit's reason. */
  | { outcome: 'cancelled'; reason: string }
  | { outcome: 'gone' }
  /** A replay event's order its own market's price does not reach (or the event is not running): it stays open. */
  | { outcome: 'unreached' };

/**
 * Fills an open order at `priceCents` through the one engine (fill-order.ts: the portfolio's row lock, the same
 * ledger, position, trade and achievement writes as a market order), releasing its reservation and closing the order
 * row as filled in that transaction. A fill the portfolio can no longer pay for (a stop's price above its estimate
 * beyond the free cash, a closed competition, a short where the league switched short selling off since) closes the
 * order as rejected with the engine's message instead; one whose player left the portfolio (removed from the class,
 * account deleted) is cancelled with that reason (cancel-exit-orders.ts).
 * `gone`: it was no longer open (cancelled or filled meanwhile).
 */
export async function fillOpenOrder(
  deps: OrdersDeps,
  order: BookOrder,
  priceCents: number,
  now: Date,
): Promise<OpenOrderFill> {
  // A replay event's order fills at its own market's price only (ADR 025), decided again here at that market's quote
  // and hours, whatever price the caller saw.
  const market = await withCompetitionMarket(deps, order.competitionId);
  if (market !== deps) {
    deps = market;
    const quote = deps.marketHours.status(now).isOpen ? await deps.marketData.quote(order.symbol) : null;
    const evaluation =
      quote && isTradable(quote) ? evaluateOrder(order, { priceCents: quote.priceCents, kind: 'tick' }) : null;
    if (evaluation?.outcome !== 'fill') return { outcome: 'unreached' };
    priceCents = evaluation.priceCents;
  }
  const context = { competitionId: order.competitionId, season: order.season };
  const db = deps.db.db;
  // The portfolio's other symbols at their quotes; the order's own at the fill price (its previous close quoted).
  const { rows } = await selectPositionsOf(db, order.userId, order.competitionId, order.season);
  const marks = await priceMarks(deps.marketData, [
    ...rows.map((l) => l.symbol).filter((s) => s !== order.symbol),
    order.symbol,
  ]);
  const quoted = marks.get(order.symbol);
  marks.set(order.symbol, { priceCents, previousCloseCents: quoted?.previousCloseCents ?? priceCents });
  const t = now.getTime();
  try {
    // A league or class that switched short selling off since the order was placed: its shorts no longer fill.
    if (order.side === 'short' && !(await shortSellingAllowed(db, order.competitionId)))
      throw new OrderRejected('ORDER_SHORT_SELLING_UNAVAILABLE', ORDER_TERMS_MESSAGES['short-selling-disabled']);
    const filled = await deps.transactions.run(async (trx) => {
      // Its player left the portfolio (removed from the class, account deleted): it is cancelled, never filled.
      const exit = await exitReasonOf(trx, order);
      if (exit) throw new PortfolioExited(exit);
      return fillOrder(trx, {
        userId: order.userId,
        context,
        symbol: order.symbol,
        side: order.side,
        quantity: order.quantity,
        priceCents,
        marks,
        now,
        idempotency: null,
        known: null,
        dbKind: deps.db.kind,
        openOrder: { id: order.id, release: { cashCents: order.reservedCashCents, shares: order.reservedShares } },
      });
    });
    deps.book.remove(order.id);
    if (filled.response.achievementsUnlocked.length > 0) void deps.sessionCache.forgetUser(order.userId);
    announceOrderChange(deps, order, now, filled.response.trade.id);
    return { outcome: 'filled', response: filled.response };
  } catch (err) {
    if (!(err instanceof OrderRejected) && !(err instanceof PortfolioExited)) {
      // Not open any more (another instance or a cancel got there first): the book forgets it.
      if (!(await isStillOpen(deps, order.id))) {
        deps.book.remove(order.id);
        return { outcome: 'gone' };
      }
      throw err;
    }
    const status = err instanceof PortfolioExited ? 'cancelled' : 'rejected';
    const closed = await deps.transactions.run((trx) => closeOrder(trx, order, status, err.message, t));
    deps.book.remove(order.id);
    if (!closed) return { outcome: 'gone' };
    announceOrderChange(deps, order, now);
    return { outcome: status, reason: err.message };
  }
}

/** The order's player left its portfolio: thrown inside the fill's transaction, the order is cancelled instead. */
class PortfolioExited extends Error {}

async function isStillOpen(deps: OrdersDeps, orderId: number): Promise<boolean> {
  const row = await deps.db.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  return row?.status === 'open';
}
