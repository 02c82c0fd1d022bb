import { splitOrderTerms } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { publishOrderChanges } from './announce-order-change.ts';
import type { BookOrder } from './order-book.ts';
import { closeOrder, selectOrdersWithSeason, toBookOrder } from './order-rows.ts';

/** Why an open order was cancelled by a split: fewer than one share would be left. */
export const SPLIT_CANCEL_REASON = 'Cancelled: less than one share after the split';

/**
 * A split at the open (docs/decisions/029-corporate-actions-accounting.md) adjusts the portfolio's open orders on the
 * symbol in the caller's transaction: quantity × to ÷ from rounded down (an order left with no share is cancelled and
 * releases its reservation), limit and stop prices ÷ the ratio to the cent, the shares a sell or cover holds back
 * with it. The cash a buy holds back stays (its shares × price is unchanged but for rounding). Returns the orders
 * changed, for announceSplitOrders after the commit.
 */
export async function splitOpenOrders(
  trx: Kysely<Database>,
  input: { portfolioId: number; symbol: string; from: number; to: number },
  t: number,
): Promise<BookOrder[]> {
  const rows = await selectOrdersWithSeason(trx)
    .where('o.portfolio_id', '=', input.portfolioId)
    .where('o.symbol', '=', input.symbol)
    .where('o.status', '=', 'open')
    .orderBy('o.id')
    .execute();
  const changed: BookOrder[] = [];
  for (const row of rows) {
    const order = toBookOrder(row, Number(row.season));
    const terms = splitOrderTerms(
      { quantity: order.quantity, limitPriceCents: row.limit_price_cents, stopPriceCents: row.stop_price_cents },
      input,
    );
    if (terms.quantity === 0) {
      if (await closeOrder(trx, order, 'cancelled', SPLIT_CANCEL_REASON, t)) changed.push(order);
      continue;
    }
    const holdsShares = order.side === 'sell' || order.side === 'cover';
    await trx
      .updateTable('orders')
      .set({
        quantity: terms.quantity,
        limit_price_cents: terms.limitPriceCents,
        stop_price_cents: terms.stopPriceCents,
        ...(holdsShares ? { reserved_shares: terms.quantity } : {}),
      })
      .where('id', '=', order.id)
      .execute();
    changed.push(order);
  }
  return changed;
}

/** After the split committed: every instance's order book re-reads the orders changed, the players' screens refresh. */
export function announceSplitOrders(pubsub: PubSub, orders: readonly BookOrder[], at: Date): void {
  if (orders.length > 0) publishOrderChanges(pubsub, orders, at);
}
