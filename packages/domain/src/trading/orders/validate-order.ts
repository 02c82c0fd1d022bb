import { MAX_ORDER_SHARES } from '../parse-share-quantity.ts';
import {
  MAX_ORDER_PRICE_CENTS,
  ORDER_TYPES,
  type OrderType,
  TIMES_IN_FORCE,
  type TimeInForce,
  TRADE_SIDES,
  type TradeSide,
} from './order-constants.ts';
import type { OrderTerms } from './order-terms.ts';

/** The order form as the server received it (prices already converted to cents at the JSON edge). */
export interface OrderRequest {
  side: string;
  type: string;
  quantity: number;
  limitPriceCents?: number | null;
  stopPriceCents?: number | null;
  timeInForce: string;
  /** False when the league, class or championship has short selling switched off. */
  shortSellingAllowed: boolean;
}

export type OrderField = 'side' | 'type' | 'quantity' | 'limitPrice' | 'stopPrice' | 'timeInForce';

export type OrderTermsRejection =
  | 'invalid-side'
  | 'invalid-type'
  | 'invalid-quantity'
  | 'invalid-time-in-force'
  | 'limit-price-required'
  | 'stop-price-required'
  | 'limit-price-not-allowed'
  | 'stop-price-not-allowed'
  | 'invalid-limit-price'
  | 'invalid-stop-price'
  | 'short-selling-disabled';

/** The user-facing text of each rejection (the `error`/`message` of the API's error body). */
export const ORDER_TERMS_MESSAGES: Record<OrderTermsRejection, string> = {
  'invalid-side': 'Invalid side: choose buy, sell, short or cover.',
  'invalid-type': 'Invalid order type: choose market, limit, stop or stop-limit.',
  'invalid-quantity':
    'Invalid Quantity: shares must be a whole number from 1 to 999,999. Please enter a valid number of shares to trade.',
  'invalid-time-in-force': "Invalid time in force: choose day or GTC (good 'til cancelled).",
  'limit-price-required': 'A limit price is required for limit and stop-limit orders.',
  'stop-price-required': 'A stop price is required for stop and stop-limit orders.',
  'limit-price-not-allowed': 'Only limit and stop-limit orders take a limit price.',
  'stop-price-not-allowed': 'Only stop and stop-limit orders take a stop price.',
  'invalid-limit-price': 'The limit price must be more than $0.00 and at most $1,000,000.00 a share.',
  'invalid-stop-price': 'The stop price must be more than $0.00 and at most $1,000,000.00 a share.',
  'short-selling-disabled': 'Short selling is switched off in this league.',
};

export type OrderValidation =
  | { ok: true; order: OrderTerms }
  | { ok: false; reason: OrderTermsRejection; field: OrderField; message: string };

const fail = (reason: OrderTermsRejection, field: OrderField): OrderValidation => ({
  ok: false,
  reason,
  field,
  message: ORDER_TERMS_MESSAGES[reason],
});

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);
const isPrice = (cents: number) => Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_ORDER_PRICE_CENTS;
const given = (cents: number | null | undefined): cents is number => cents !== null && cents !== undefined;

/**
 * Checks an order's own terms, first failure wins, in form order: side (short needs short selling allowed), type,
 * quantity (whole, 1 to 999,999), limit price, stop price, time in force. A price is required by the types that use
 * it and refused by the others, so what executes is never ambiguous.
 *
 * No relation to the market or between the two prices is imposed, as at a broker: a buy limit above the market is
 * marketable and fills at once at the (better) market price; a buy stop below the market triggers at once; a
 * stop-limit's limit may sit on either side of its stop (a buy stop 100 limit 99 waits for a dip after the rise).
 */
export function validateOrder(input: OrderRequest): OrderValidation {
  const { side, type, quantity, limitPriceCents, stopPriceCents, timeInForce } = input;
  if (!isOneOf<TradeSide>(TRADE_SIDES, side)) return fail('invalid-side', 'side');
  if (side === 'short' && !input.shortSellingAllowed) return fail('short-selling-disabled', 'side');
  if (!isOneOf<OrderType>(ORDER_TYPES, type)) return fail('invalid-type', 'type');
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_ORDER_SHARES)
    return fail('invalid-quantity', 'quantity');
  const needsLimit = type === 'limit' || type === 'stop_limit';
  const needsStop = type === 'stop' || type === 'stop_limit';
  if (needsLimit && !given(limitPriceCents)) return fail('limit-price-required', 'limitPrice');
  if (!needsLimit && given(limitPriceCents)) return fail('limit-price-not-allowed', 'limitPrice');
  if (given(limitPriceCents) && !isPrice(limitPriceCents)) return fail('invalid-limit-price', 'limitPrice');
  if (needsStop && !given(stopPriceCents)) return fail('stop-price-required', 'stopPrice');
  if (!needsStop && given(stopPriceCents)) return fail('stop-price-not-allowed', 'stopPrice');
  if (given(stopPriceCents) && !isPrice(stopPriceCents)) return fail('invalid-stop-price', 'stopPrice');
  if (!isOneOf<TimeInForce>(TIMES_IN_FORCE, timeInForce)) return fail('invalid-time-in-force', 'timeInForce');
  return {
    ok: true,
    order: {
      side,
      type,
      quantity,
      limitPriceCents: needsLimit ? (limitPriceCents ?? null) : null,
      stopPriceCents: needsStop ? (stopPriceCents ?? null) : null,
      timeInForce,
    },
  };
}
