import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketHours } from '../../ports/market-hours.ts';
import type { PubSub } from '../../ports/pubsub.ts';

/** What the trading use-cases need: a subset of AppDeps. */
export interface TradingDeps {
  db: DbHandle;
  clock: Clock;
  pubsub: PubSub;
  marketData: MarketData;
  marketHours: MarketHours;
}

/** Which portfolio of a user: competition 0 / season 0 is the personal one (docs/product/trading.md#portfolios). */
export interface PortfolioContext {
  competitionId: number;
  season: number;
}

export const PERSONAL: PortfolioContext = Object.freeze({ competitionId: 0, season: 0 });

export function isPersonal(context: PortfolioContext): boolean {
  return context.competitionId === PERSONAL.competitionId && context.season === PERSONAL.season;
}
