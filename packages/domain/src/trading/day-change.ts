import type { Cents } from '../money.ts';

/** A fill of today's New York trading day, signed: + for buy/cover, − for sell/short. In execution order. */
export interface TodaysFill {
  quantity: number;
  priceCents: Cents;
}

/**
 * What a position's day change counts from: shares held since before today count from the previous close, shares
 * opened today from their fill price. `baseCents` is the per-share average of those references (it may carry
 * fractions of a cent), so day change = quantity × (price − base) at any later price.
 *
 * The opening quantity is the current one minus today's fills. A fill that reduces the position takes the shares
 * held since before today first, then today's earlier fills in order (first in, first out); a fill past zero opens
 * the other side at its own price. With no fills today the base is the previous close.
 */
export function dayChangeBase(quantity: number, previousCloseCents: Cents, fills: readonly TodaysFill[]): number {
  if (quantity === 0) return previousCloseCents;
  let carried = quantity;
  for (const fill of fills) carried -= fill.quantity;
  // Today's lots still held, oldest first: opened[first..]. One pass, with the lots' total kept as it changes and the
  // queue's head moved instead of shifted, so an active trader's hundreds of fills a day cost no more than linear
  // time (a read values the portfolio again at every quote step).
  const opened: { quantity: number; priceCents: Cents }[] = [];
  let first = 0;
  let openedQuantity = 0;
  const open = (lot: { quantity: number; priceCents: Cents }) => {
    opened.push(lot);
    openedQuantity += lot.quantity;
  };
  for (const fill of fills) {
    const side = Math.sign(carried + openedQuantity);
    if (side === 0 || Math.sign(fill.quantity) === side) {
      open({ quantity: fill.quantity, priceCents: fill.priceCents });
      continue;
    }
    let left = Math.abs(fill.quantity);
    const fromCarried = Math.min(left, Math.abs(carried));
    carried -= side * fromCarried;
    left -= fromCarried;
    while (left > 0 && first < opened.length) {
      const lot = opened[first] as { quantity: number; priceCents: Cents };
      const take = Math.min(left, Math.abs(lot.quantity));
      lot.quantity -= side * take;
      openedQuantity -= side * take;
      left -= take;
      if (lot.quantity === 0) first++;
    }
    if (left > 0) open({ quantity: -side * left, priceCents: fill.priceCents });
  }
  let referenceCents = carried * previousCloseCents;
  for (let i = first; i < opened.length; i++) {
    const lot = opened[i] as { quantity: number; priceCents: Cents };
    referenceCents += lot.quantity * lot.priceCents;
  }
  return referenceCents / quantity;
}

/**
 * The day change of `quantity` shares at `priceCents` counted from `baseCents` (`dayChangeBase`): the dollar
 * figure (integer cents, negative for a short that lost) and the position's own percent over what it was worth at
 * its base (a short gains when the price falls, so the percent has the dollar figure's sign).
 */
export function dayChangeOf(
  quantity: number,
  priceCents: Cents,
  baseCents: number,
): { dayChangeCents: Cents; dayChangePercent: number } {
  const reference = Math.abs(quantity * baseCents);
  const exact = quantity * (priceCents - baseCents);
  return {
    dayChangeCents: Math.round(exact),
    dayChangePercent: reference > 0 ? (exact / reference) * 100 : 0,
  };
}
