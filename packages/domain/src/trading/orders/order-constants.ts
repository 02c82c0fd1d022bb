/**
 * Business constants of orders beyond the market order (docs/product/trading.md#order-types): sides, types, time in force, the reserve buffer
 * and the short-selling margin rule (ADR 015). They live in the domain because the rules here need them;
 * `packages/contracts` builds its schemas from them. Money in integer cents, percentages in percent (150 = 150 %).
 */

/** buy/sell open and close a long position; short/cover open and close a short one. */
export const TRADE_SIDES = ['buy', 'sell', 'short', 'cover'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** day: expires at the close of the session it trades in; gtc: good 'til cancelled, at most 90 days. */
export const TIMES_IN_FORCE = ['day', 'gtc'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

/** The life cycle of an order row. `rejected` carries a reason (e.g. a fill the buying power no longer allows). */
export const ORDER_STATUSES = ['open', 'filled', 'cancelled', 'expired', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A GTC order expires this many days (× 24 h, instant arithmetic) after it was placed. */
export const GTC_ORDER_LIFETIME_DAYS = 90;

/** The highest limit or stop price accepted: $1,000,000.00 a share (keeps 999,999 × price far below 2^53). */
export const MAX_ORDER_PRICE_CENTS = 100_000_000;

/**
 * Market and stop orders have no price cap, so their cash is reserved at an estimate: the reference price
 * (the current price; for a stop, the higher of it and the stop) plus this buffer, rounded up to the cent.
 */
export const MARKET_ORDER_RESERVE_BUFFER_PERCENT = 5;

/** Opening a short needs cash of 150 % of its market value: the proceeds (held) + 50 % of the student's own cash. */
export const SHORT_INITIAL_MARGIN_PERCENT = 150;
/** A margin call covers shorts when the cash falls below 130 % of the shorts' market value. */
export const SHORT_MAINTENANCE_MARGIN_PERCENT = 130;

/** buy and cover take the buy-side fill rules (they buy shares); sell and short the sell-side ones. */
export function isBuySide(side: TradeSide): boolean {
  return side === 'buy' || side === 'cover';
}
