import { GTC_ORDER_LIFETIME_DAYS, type TimeInForce } from './order-constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The market calendar's answers at the moment of placing (the server's MarketHours port; no calendar here). */
export interface OrderLifetimeInput {
  timeInForce: TimeInForce;
  placedAt: Date;
  /** Whether the market is open at `placedAt`. */
  marketOpen: boolean;
  /** The first session open strictly after `placedAt` (used when the market is closed). */
  nextOpenAt: Date;
  /**
   * The close of the session the order first trades in: today's close while the market is open, otherwise the
   * close of the session that opens at `nextOpenAt`.
   */
  sessionCloseAt: Date;
}

export interface OrderLifetime {
  /** From when the order may fill: `placedAt`, or the next open when placed while the market is closed. */
  activeFrom: Date;
  /** Placed while closed: it waits for the next open and is not filled at the stale close. */
  queuedForOpen: boolean;
  /** day: the close of the session it trades in; gtc: 90 × 24 h after it was placed. */
  expiresAt: Date;
}

/**
 * When an order starts to trade and when it expires. An order placed while the market is closed (overnight, a
 * weekend, a holiday) waits for the next open, whose first price it then sees as an `open` observation. A day order
 * expires at the close of the session it trades in, so a day order placed on Saturday trades all Monday. A GTC order
 * expires 90 days after it was placed, whatever the sessions. Throws when the calendar's answers contradict.
 */
export function orderLifetime(input: OrderLifetimeInput): OrderLifetime {
  const { placedAt, marketOpen, nextOpenAt, sessionCloseAt } = input;
  const activeFrom = marketOpen ? placedAt : nextOpenAt;
  if (!marketOpen && nextOpenAt <= placedAt) throw new RangeError('The next open must come after placedAt');
  if (sessionCloseAt <= activeFrom) throw new RangeError('The session must close after the order becomes active');
  const expiresAt =
    input.timeInForce === 'day' ? sessionCloseAt : new Date(placedAt.getTime() + GTC_ORDER_LIFETIME_DAYS * DAY_MS);
  return { activeFrom, queuedForOpen: !marketOpen, expiresAt };
}

/** An open order has expired from its expiry instant on (the close itself is no longer in the session). */
export function isOrderExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** An order may fill from `activeFrom` until it expires. */
export function isOrderActive(lifetime: Pick<OrderLifetime, 'activeFrom' | 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= lifetime.activeFrom.getTime() && !isOrderExpired(lifetime.expiresAt, now);
}
