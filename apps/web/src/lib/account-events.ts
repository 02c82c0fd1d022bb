import {
  type PortfolioChangedMessage,
  PortfolioChangedMessageSchema,
  USER_EVENTS,
  USER_EVENTS_RECONNECT,
} from '@tradearena/contracts';
import { backoffDelayMs } from './backoff-delay.ts';

/** What the client needs of an EventSource; the browser's works, tests pass a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

export interface AccountEventsOptions {
  url: string;
  createEventSource?: (url: string) => EventSourceLike;
  /** One of the user's portfolios changed (a trade, a fill, an order placed, cancelled or expired, a deposit). */
  onPortfolioChanged(message: PortfolioChangedMessage): void;
  /** The stream is back after being down: changes may have been missed meanwhile. */
  onReconnected(): void;
}

/** EventSource.CLOSED: the browser gave up (an error answer such as 401 or 429); it reconnects by itself otherwise. */
const CLOSED = 2;

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling, at most 60 s. */
export function accountEventsDelayMs(attempt: number): number {
  return backoffDelayMs(attempt, USER_EVENTS_RECONNECT);
}

/**
 * The signed-in user's event stream (GET /api/user/events, docs/product/trading.md#live-stream). The browser's EventSource reconnects by itself
 * after a dropped connection (the server's `retry:` hint); when it gives up for good (an error answer), a new one is
 * opened with backoff from 1 s doubling to 60 s, reset by the next `ready`. Events are validated with the contract's
 * schema; bad ones are ignored. `stop` closes it for good.
 */
export function createAccountEvents(options: AccountEventsOptions) {
  const createEventSource =
    options.createEventSource ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
  let source: EventSourceLike | null = null;
  let attempts = 0;
  let everReady = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function connect(): void {
    if (stopped) return;
    const es = createEventSource(options.url);
    source = es;
    es.addEventListener(USER_EVENTS.ready, () => {
      attempts = 0;
      if (everReady) options.onReconnected();
      everReady = true;
    });
    es.addEventListener(USER_EVENTS.portfolioChanged, (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = PortfolioChangedMessageSchema.safeParse(json);
      if (parsed.success) options.onPortfolioChanged(parsed.data);
    });
    es.onerror = () => {
      if (es.readyState !== CLOSED || stopped || source !== es) return;
      es.close();
      source = null;
      attempts += 1;
      retryTimer = setTimeout(connect, accountEventsDelayMs(attempts));
    };
  }

  connect();
  return {
    stop(): void {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    },
  };
}
