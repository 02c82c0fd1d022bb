import type { Cents } from '../../money.ts';
import type { OrderType, TimeInForce, TradeSide } from './order-constants.ts';

/**
 * What the student asked for, validated (`validateOrder`). A limit price is set exactly for limit and stop_limit
 * orders, a stop price exactly for stop and stop_limit orders; the other is null.
 */
export interface OrderTerms {
  side: TradeSide;
  type: OrderType;
  quantity: number;
  limitPriceCents: Cents | null;
  stopPriceCents: Cents | null;
  timeInForce: TimeInForce;
}

/** The part of an order the fill rules look at. A triggered stop_limit is stored as a limit order. */
export type WorkingOrder = Pick<OrderTerms, 'side' | 'type' | 'limitPriceCents' | 'stopPriceCents'>;
