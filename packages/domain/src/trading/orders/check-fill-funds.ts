import { type Cents, costOf } from '../../money.ts';
import { buyingPower } from './buying-power.ts';
import { marginRequirementCents } from './margin-requirement.ts';
import { SHORT_INITIAL_MARGIN_PERCENT, type TradeSide } from './order-constants.ts';
import { type OrderFundsCheck, type OrderFundsSnapshot, rejectFunds } from './order-funds-rejection.ts';
import type { OrderReservation } from './order-reservation.ts';

export interface PendingFill {
  side: TradeSide;
  quantity: number;
  priceCents: Cents;
}

/**
 * Whether an open order may fill now at `priceCents`, given what it reserved. `snapshot` is the portfolio as it is
 * (its reserved totals still include this order's reservation). The order's reservation is released whatever the
 * answer: on `ok` the fill replaces it, otherwise the order is rejected with the message.
 * - buy: costs at most its reservation plus the buying power left beside it — which is negative when rising shorts
 *   ate into the cash held for them: then even a limit buy within its reservation is rejected, rather than filled
 *   into a margin call that would cover at a loss at once.
 * - short: its own 50 % at most its reservation plus the same.
 * - cover: costs at most the cash not reserved by the other open orders (so no cash ever goes negative).
 * - sell / cover: at most the shares the other open orders have not promised (a margin call may have covered some):
 *   long (short) − (reserved long (short) − this order's reserved shares).
 * A fill that passes keeps reserved ≤ cash for the portfolio's other open orders.
 */
export function checkFillFunds(
  snapshot: OrderFundsSnapshot,
  fill: PendingFill,
  reservation: OrderReservation,
): OrderFundsCheck<object> {
  const reject = (r: Parameters<typeof rejectFunds>[0]) => rejectFunds<object>(r, snapshot, fill.quantity);
  const amount = costOf(fill.quantity, fill.priceCents);
  const free = reservation.cashCents + buyingPower(snapshot).availableCashCents;
  switch (fill.side) {
    case 'buy':
      if (snapshot.shortQuantity > 0) return reject({ reason: 'cover-before-buy' });
      if (amount > free)
        return reject({ reason: 'insufficient-buying-power', neededCents: amount, availableCents: free });
      break;
    case 'short': {
      if (snapshot.longQuantity > 0) return reject({ reason: 'sell-before-short' });
      const own = marginRequirementCents(amount, SHORT_INITIAL_MARGIN_PERCENT - 100);
      if (own > free) return reject({ reason: 'insufficient-buying-power', neededCents: own, availableCents: free });
      break;
    }
    case 'sell': {
      const shares = freeShares(snapshot.longQuantity, snapshot.reservedLongQuantity, reservation);
      if (fill.quantity > shares) return reject({ reason: 'insufficient-shares', freeQuantity: Math.max(0, shares) });
      break;
    }
    case 'cover': {
      const shares = freeShares(snapshot.shortQuantity, snapshot.reservedShortQuantity, reservation);
      if (fill.quantity > shares)
        return reject({ reason: 'insufficient-short-shares', freeQuantity: Math.max(0, shares) });
      const cash = snapshot.cashCents - (snapshot.reservedCashCents - reservation.cashCents);
      if (amount > cash) return reject({ reason: 'insufficient-cash', neededCents: amount, availableCents: cash });
      break;
    }
  }
  return { ok: true };
}

/** The shares held that other open orders have not promised: this order's own reservation no longer binds its fill. */
function freeShares(held: number, reserved: number, reservation: OrderReservation): number {
  return held - Math.max(0, reserved - reservation.shares);
}
