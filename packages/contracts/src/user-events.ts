import { z } from 'zod';

/**
 * The signed-in user's own events, pushed as Server-Sent Events (docs/product/trading.md#live-stream: fills announced at once, also on another
 * screen). Not part of /stock-stream, whose messages are fixed (docs/product/trading.md#live-stream): a browser opens one EventSource on this path
 * with its session cookie and hears what changed in its account.
 */
export const USER_EVENTS_PATH = '/api/user/events';

/** The event names of the stream (`event:` lines). */
export const USER_EVENTS = {
  /** First event of every stream, once the server listens for the user's changes: `UserEventsReady` as data. */
  ready: 'ready',
  /** One of the user's portfolios changed (a trade, an order filled, placed, cancelled or expired, a deposit): the
   * PortfolioChangedMessage (trading.ts) as data. */
  portfolioChanged: 'portfolio_changed',
} as const;

/** A comment line (`: heartbeat`) this often keeps proxies from closing an idle stream; it also re-checks the session. */
export const USER_EVENTS_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a browser waits before reconnecting after the stream ended (a restart, a deploy). */
export const USER_EVENTS_RETRY_MS = 3_000;
/**
 * Open streams of one user on one server instance (tabs, windows, devices). One more is refused with 429
 * USER_EVENTS_TOO_MANY_STREAMS — rather than closing the oldest, which would reconnect and close the next in a loop.
 */
export const USER_EVENTS_MAX_STREAMS_PER_USER = 10;

/** Data of the `ready` event. */
export const UserEventsReadySchema = z.object({
  userId: z.number().int(),
  /** How often the server sends a heartbeat comment: a client hearing nothing for much longer may reconnect. */
  heartbeatMs: z.number().int(),
});
export type UserEventsReady = z.infer<typeof UserEventsReadySchema>;

/** Client-side reconnect after the stream failed for good (an error answer): 1 s doubling, at most 60 s. */
export const USER_EVENTS_RECONNECT = { initialDelayMs: 1_000, maxDelayMs: 60_000 } as const;
