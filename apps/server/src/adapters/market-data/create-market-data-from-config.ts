import type { Config } from '../../config.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import { createSimulatedMarketData } from './simulated/create-simulated-market-data.ts';

interface Log {
  info(obj: object, msg: string): void;
}

/** The market data of the configuration: the deterministic simulated market (MARKET_SEED, MARKET_HOURS). */
export function createMarketDataFromConfig(config: Config, clock: Clock, log: Log): MarketData & MarketFeed {
  log.info({ provider: 'simulated', seed: config.MARKET_SEED, hours: config.MARKET_HOURS }, 'market data');
  return createSimulatedMarketData({ seed: config.MARKET_SEED, hours: config.MARKET_HOURS, clock });
}
