import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import type { MarketHours } from '../../ports/market-hours.ts';

export interface MarketDeps {
  clock: Clock;
  marketData: MarketData;
  marketFeed: MarketFeed;
  marketHours: MarketHours;
}
