import type { Config } from '../../config.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import { createAlphaVantageProvider } from './providers/alphavantage/alphavantage-provider.ts';
import { createFetchJson, type MarketDataProvider } from './providers/market-data-provider.ts';
import { createMassiveProvider } from './providers/massive/massive-provider.ts';
import { createMassiveStream } from './providers/massive/massive-stream.ts';
import { createProviderMarketData } from './providers/provider-market-data.ts';
import { createSimulatedMarketData } from './simulated/create-simulated-market-data.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

export class MarketDataConfigError extends Error {}

/**
 * The market data of the configuration: the deterministic simulated market by default; with
 * MARKET_DATA_PROVIDER=massive|alphavantage and its key, that vendor behind a cache and rate limit, falling back to
 * the last good value and then to the simulator. Alpha Vantage also serves news when its key is set. Keys stay here.
 */
export function createMarketDataFromConfig(
  config: Config,
  deps: {
    clock: Clock;
    log: Log;
    rateLimiter: RateLimiter;
    /** The secret seed kept by the server when MARKET_SEED is unset (production): see loadSecretMarketSeed. */
    marketSeed?: string;
  },
): MarketData & MarketFeed {
  const seed = deps.marketSeed ?? config.MARKET_SEED;
  if (seed === undefined) throw new Error('MARKET_SEED is unset: pass the secret market seed (createDeps does)');
  const simulated = createSimulatedMarketData({
    seed,
    clock: deps.clock,
  });
  const provider = config.MARKET_DATA_PROVIDER;
  const log = { warn: deps.log.warn?.bind(deps.log) ?? deps.log.info.bind(deps.log) };
  if (provider === 'simulated') {
    // Never the seed: whoever knows it computes every price in advance.
    const seedFrom = config.MARKET_SEED === undefined ? 'secret' : 'MARKET_SEED';
    deps.log.info({ provider, seed: seedFrom, hours: config.MARKET_HOURS }, 'market data');
    return simulated;
  }
  const fetchJson = createFetchJson();
  const av = config.ALPHAVANTAGE_API_KEY
    ? createAlphaVantageProvider({ apiKey: config.ALPHAVANTAGE_API_KEY, fetchJson })
    : undefined;
  let primary: MarketDataProvider;
  let live: ReturnType<typeof createMassiveStream> | undefined;
  if (provider === 'massive') {
    if (!config.MASSIVE_API_KEY) throw new MarketDataConfigError('MARKET_DATA_PROVIDER=massive needs MASSIVE_API_KEY');
    primary = createMassiveProvider({ apiKey: config.MASSIVE_API_KEY, fetchJson });
    live = createMassiveStream({ apiKey: config.MASSIVE_API_KEY, log });
  } else if (provider === 'alphavantage') {
    if (!av) throw new MarketDataConfigError('MARKET_DATA_PROVIDER=alphavantage needs ALPHAVANTAGE_API_KEY');
    primary = av;
  } else {
    throw new MarketDataConfigError(`MARKET_DATA_PROVIDER=${provider} has no adapter yet; use massive or alphavantage`);
  }
  deps.log.info({ provider, news: av ? 'alphavantage' : provider }, 'market data');
  return createProviderMarketData({
    provider: primary,
    newsProvider: av,
    simulated,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter,
    callsPerMinute: config.MARKET_DATA_CALLS_PER_MINUTE ?? (provider === 'massive' ? 300 : 5),
    maxSymbolsPerCall: provider === 'massive' ? 250 : 1,
    live,
    log,
  });
}
