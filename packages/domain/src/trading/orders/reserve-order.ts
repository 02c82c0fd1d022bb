import type { Cents } from '../../money.ts';
import { buyingPower } from './buying-power.ts';
import { type OrderFundsCheck, type OrderFundsSnapshot, rejectFunds } from './order-funds-rejection.ts';
import { type OrderReservation, orderReservation } from './order-reservation.ts';
import type { OrderTerms } from './order-terms.ts';

/**
 * Places an order against the portfolio's funds: its reservation (`orderReservation`) or why not.
 * - buy: refused while the symbol is sold short (cover first), or when the reservation exceeds the buying power.
 * - short: refused while the symbol is held long (sell first), or when its 50 % exceeds the buying power.
 * - sell: at most the long shares not already promised to open sell orders.
 * - cover: at most the short shares not already in open covers; its cash must fit in cash − reserved (a cover frees
 *   more short requirement than it costs, so it is not limited by the buying power).
 */
export function reserveOrder(
  snapshot: OrderFundsSnapshot,
  order: OrderTerms,
  currentPriceCents: Cents,
): OrderFundsCheck<{ reservation: OrderReservation }> {
  const reservation = orderReservation(order, currentPriceCents);
  const reject = (r: Parameters<typeof rejectFunds>[0]) =>
    rejectFunds<{ reservation: OrderReservation }>(r, snapshot, order.quantity);
  const available = buyingPower(snapshot).availableCashCents;
  switch (order.side) {
    case 'buy':
    case 'short':
      if (order.side === 'buy' && snapshot.shortQuantity > 0) return reject({ reason: 'cover-before-buy' });
      if (order.side === 'short' && snapshot.longQuantity > 0) return reject({ reason: 'sell-before-short' });
      if (reservation.cashCents > available)
        return reject({
          reason: 'insufficient-buying-power',
          neededCents: reservation.cashCents,
          availableCents: available,
        });
      break;
    case 'sell': {
      const free = snapshot.longQuantity - snapshot.reservedLongQuantity;
      if (order.quantity > free) return reject({ reason: 'insufficient-shares', freeQuantity: Math.max(0, free) });
      break;
    }
    case 'cover': {
      const free = snapshot.shortQuantity - snapshot.reservedShortQuantity;
      if (order.quantity > free)
        return reject({ reason: 'insufficient-short-shares', freeQuantity: Math.max(0, free) });
      const freeCash = snapshot.cashCents - snapshot.reservedCashCents;
      if (reservation.cashCents > freeCash)
        return reject({ reason: 'insufficient-cash', neededCents: reservation.cashCents, availableCents: freeCash });
      break;
    }
  }
  return { ok: true, reservation };
}
