import type { DbHandle } from './adapters/db/open-database.ts';
import type { SessionCache } from './modules/accounts/index.ts';
import type { Clock } from './ports/clock.ts';
import type { Mailer } from './ports/mailer.ts';
import type { MarketData } from './ports/market-data.ts';
import type { MarketFeed } from './ports/market-feed.ts';
import type { MarketHours } from './ports/market-hours.ts';
import type { Payments } from './ports/payments.ts';
import type { PubSub } from './ports/pubsub.ts';
import type { RateLimiter } from './ports/rate-limiter.ts';

/** Everything the use-cases need from the outside world, built once by server.ts or by a test. */
export interface AppDeps {
  db: DbHandle;
  clock: Clock;
  pubsub: PubSub;
  mailer: Mailer;
  marketData: MarketData;
  marketFeed: MarketFeed;
  marketHours: MarketHours;
  rateLimiter: RateLimiter;
  /** Card payments: Stripe when configured, else the simulated test-card provider. */
  payments: Payments;
  /** Resolved sessions kept in memory, invalidated through `pubsub` (modules/auth/session-cache.ts). */
  sessionCache: SessionCache;
}
