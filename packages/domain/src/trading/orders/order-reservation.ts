import { type Cents, costOf } from '../../money.ts';
import { marginRequirementCents } from './margin-requirement.ts';
import { MARKET_ORDER_RESERVE_BUFFER_PERCENT, SHORT_INITIAL_MARGIN_PERCENT } from './order-constants.ts';
import type { OrderTerms } from './order-terms.ts';

/** What an open order holds back until it fills, is cancelled or expires. */
export interface OrderReservation {
  /** Cash no other order may spend. */
  cashCents: Cents;
  /** sell: long shares of the symbol promised to it; cover: short shares it will buy back; else 0. */
  shares: number;
}

/**
 * The reservation of an order when placed, at the symbol's current price:
 * - buy, cover: quantity × the most it can pay a share: the limit for limit and stop_limit orders; for market and
 *   stop orders (no cap) an estimate, the reference price + 5 % rounded up to the cent, where the reference is the
 *   current price, or for a stop the higher of it and the stop. A fill above the estimate takes the difference from
 *   the free buying power at fill time (`checkFillFunds`) or is rejected.
 * - short: 50 % of the short's estimated value (the student's own part of the 150 % initial requirement; the
 *   proceeds make the other 100 %), valued at the higher of the current price and its limit or stop, + 5 %.
 * - sell: its shares. cover also reserves its short shares, so open covers never exceed the short.
 */
export function orderReservation(order: OrderTerms, currentPriceCents: Cents): OrderReservation {
  const { side, type, quantity, limitPriceCents, stopPriceCents } = order;
  if (side === 'sell') return { cashCents: 0, shares: quantity };
  if (side === 'short') {
    const reference = Math.max(currentPriceCents, limitPriceCents ?? 0, stopPriceCents ?? 0);
    const value = costOf(quantity, withBuffer(reference));
    return { cashCents: marginRequirementCents(value, SHORT_INITIAL_MARGIN_PERCENT - 100), shares: 0 };
  }
  const perShare =
    limitPriceCents !== null && (type === 'limit' || type === 'stop_limit')
      ? limitPriceCents
      : withBuffer(Math.max(currentPriceCents, stopPriceCents ?? 0));
  return { cashCents: costOf(quantity, perShare), shares: side === 'cover' ? quantity : 0 };
}

function withBuffer(priceCents: Cents): Cents {
  return marginRequirementCents(priceCents, 100 + MARKET_ORDER_RESERVE_BUFFER_PERCENT);
}
