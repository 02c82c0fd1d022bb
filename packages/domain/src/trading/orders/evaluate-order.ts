import type { Cents } from '../../money.ts';
import type { WorkingOrder } from './order-terms.ts';
import { isLevelReached, orderTriggerLevel } from './order-trigger-level.ts';

/**
 * A price the server saw for the order's symbol: a tick during the session, or the session's first price (`open`),
 * which may gap away from the last close. An order placed while the market was closed sees the open first.
 */
export interface PriceObservation {
  priceCents: Cents;
  kind: 'tick' | 'open';
}

export type OrderEvaluation<O extends WorkingOrder = WorkingOrder> =
  /** Fill the whole order at this price, through the same engine as a market order. */
  | { outcome: 'fill'; priceCents: Cents; gapAtOpen: boolean }
  /** A stop_limit's stop was reached but its limit does not allow this price: it stays open as this limit order. */
  | { outcome: 'trigger'; becomes: O }
  | { outcome: 'none' };

/**
 * The fill rules of docs/product/trading.md#order-types, for one open order and one price (buy and cover take the buy-side rules, sell and
 * short the sell-side ones):
 * - market: fills at the price.
 * - limit: a buy-side limit fills when the price is at or below the limit, at the better of the two — the price
 *   (so a gap through the limit at the open fills at the open: buy limit 100, open 95 → 95); sell-side mirrored.
 * - stop: triggers when the price reaches the stop (buy-side ≥ stop, sell-side ≤ stop) and fills as a market order
 *   at that price — at the open price when the open gapped through it (sell stop 100, open 90 → 90).
 * - stop_limit: triggers like a stop and becomes a limit at its limit price; when that limit already allows the
 *   triggering price it fills at once (at the price), otherwise it stays open as the limit (`trigger`).
 * `gapAtOpen` is true when an open price filled the order beyond its level (the explanation for the student).
 * Throws on a price that is not a positive whole number of cents (a programming error: quotes are validated).
 */
export function evaluateOrder<O extends WorkingOrder>(order: O, observation: PriceObservation): OrderEvaluation<O> {
  const price = observation.priceCents;
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`Not a price in cents: ${price}`);
  const level = orderTriggerLevel(order);
  if (level === null) return { outcome: 'fill', priceCents: price, gapAtOpen: false };
  if (!isLevelReached(level, price)) return { outcome: 'none' };
  if (order.type === 'stop_limit') {
    const becomes: O = { ...order, type: 'limit', stopPriceCents: null };
    const limit = orderTriggerLevel(becomes);
    if (limit && isLevelReached(limit, price)) return fill(price, observation, level.priceCents);
    return { outcome: 'trigger', becomes };
  }
  return fill(price, observation, level.priceCents);
}

function fill(price: Cents, observation: PriceObservation, levelCents: Cents) {
  return {
    outcome: 'fill' as const,
    priceCents: price,
    gapAtOpen: observation.kind === 'open' && price !== levelCents,
  };
}
