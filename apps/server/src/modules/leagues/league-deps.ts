import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { SessionCache } from '../accounts/index.ts';

/** What the friend-league use-cases need: a subset of AppDeps (completing a league values and ranks it). */
export interface LeagueDeps {
  db: DbHandle;
  clock: Clock;
  marketData: MarketData;
  /** Told when League Champion changed a winner's XP. */
  sessionCache?: SessionCache;
  /** Told of the open orders a completion cancelled (every instance's order book and the players' screens). */
  pubsub?: PubSub;
}
