import type { Cents } from '../../money.ts';
import { isBuySide } from './order-constants.ts';
import type { WorkingOrder } from './order-terms.ts';

/**
 * The price at which an open order next needs attention, and from which side: a buy-side limit when the price is at
 * or below its limit, a sell-side limit at or above it; a buy-side stop (or untriggered stop_limit) at or above its
 * stop, a sell-side one at or below. Null for a market order (it acts on any price). The matching engine can keep
 * open orders sorted by this level and look only at those the new price has reached (`evaluateOrder` decides).
 */
export interface TriggerLevel {
  priceCents: Cents;
  when: 'at-or-below' | 'at-or-above';
}

export function orderTriggerLevel(order: WorkingOrder): TriggerLevel | null {
  const buySide = isBuySide(order.side);
  if (order.type === 'market') return null;
  if (order.type === 'limit')
    return { priceCents: priceOf(order.limitPriceCents), when: buySide ? 'at-or-below' : 'at-or-above' };
  return { priceCents: priceOf(order.stopPriceCents), when: buySide ? 'at-or-above' : 'at-or-below' };
}

/** True when `priceCents` has reached the level. */
export function isLevelReached(level: TriggerLevel, priceCents: Cents): boolean {
  return level.when === 'at-or-below' ? priceCents <= level.priceCents : priceCents >= level.priceCents;
}

function priceOf(cents: Cents | null): Cents {
  if (cents === null) throw new TypeError('An order of this type needs its price: validate it with validateOrder');
  return cents;
}
