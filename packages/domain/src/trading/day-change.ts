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
  let carried = quantity - fills.reduce((s, f) => s + f.quantity, 0);
  const opened: { quantity: number; priceCents: Cents }[] = [];
  for (const fill of fills) {
    const side = Math.sign(carried + opened.reduce((s, l) => s + l.quantity, 0));
    if (side === 0 || Math.sign(fill.quantity) === side) {
      opened.push({ quantity: fill.quantity, priceCents: fill.priceCents });
      continue;
    }
    let left = Math.abs(fill.quantity);
    const fromCarried = Math.min(left, Math.abs(carried));
    carried -= side * fromCarried;
    left -= fromCarried;
    while (left > 0 && opened.length > 0) {
      const lot = opened[0] as { quantity: number; priceCents: Cents };
      const take = Math.min(left, Math.abs(lot.quantity));
      lot.quantity -= side * take;
      left -= take;
      if (lot.quantity === 0) opened.shift();
    }
    if (left > 0) opened.push({ quantity: -side * left, priceCents: fill.priceCents });
  }
  const referenceCents = carried * previousCloseCents + opened.reduce((s, l) => s + l.quantity * l.priceCents, 0);
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
