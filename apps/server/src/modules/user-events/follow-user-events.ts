import { portfolioChannel, USER_EVENTS, USER_EVENTS_RETRY_MS, type UserEventsReady } from '@tradearena/contracts';
import type { PubSub } from '../../ports/pubsub.ts';
import { readPortfolioChange } from '../portfolio/index.ts';
import { sseEvent } from './sse-event.ts';

/** A comment line: ignored by EventSource, it keeps the connection from looking idle to proxies. */
const HEARTBEAT = ': heartbeat\n\n';

export interface UserEventsDeps {
  pubsub: PubSub;
  /** Whether the stream's session still holds (not signed out, revoked or expired); asked before each write. */
  isSignedIn(): Promise<boolean>;
  heartbeatMs: number;
  onError(err: unknown): void;
}

export interface UserEventsInput {
  userId: number;
  /** Writes text to the stream. */
  write(text: string): void;
  /** Ends the stream (the session ended); the caller's close handling then calls `stop`. */
  end(): void;
}

/**
 * One user's event stream (docs/product/trading.md#live-stream): listens on the user's portfolio channel (pub/sub, so a change made on any
 * instance arrives), then writes the `retry:` hint and the `ready` event; forwards each portfolio_changed message
 * as an event and sends a heartbeat comment every `heartbeatMs`. Before each write the session is checked again, so a
 * session ended elsewhere (sign-out, password reset, account deletion) ends the stream at the next message or
 * heartbeat. Writes happen one after the other, in the order the messages came. `stop` releases the subscription.
 */
export async function followUserEvents(
  deps: UserEventsDeps,
  input: UserEventsInput,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let queue = Promise.resolve();
  const writeIfSignedIn = (text: string) => {
    queue = queue
      .then(async () => {
        if (stopped) return;
        if (!(await deps.isSignedIn())) {
          stopped = true;
          input.end();
          return;
        }
        if (!stopped) input.write(text);
      })
      .catch(deps.onError);
  };

  const unsubscribe = await deps.pubsub.subscribe(portfolioChannel(input.userId), (raw) => {
    const message = readPortfolioChange(raw);
    if (!message || message.userId !== input.userId) return;
    writeIfSignedIn(sseEvent(USER_EVENTS.portfolioChanged, message));
  });
  const ready: UserEventsReady = { userId: input.userId, heartbeatMs: deps.heartbeatMs };
  input.write(`retry: ${USER_EVENTS_RETRY_MS}\n\n${sseEvent(USER_EVENTS.ready, ready)}`);
  const heartbeat = setInterval(() => writeIfSignedIn(HEARTBEAT), deps.heartbeatMs);
  heartbeat.unref();

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopped = true;
      clearInterval(heartbeat);
      stopping ??= unsubscribe().catch(deps.onError);
      return stopping;
    },
  };
}
