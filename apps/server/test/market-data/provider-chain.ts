import { createAlphaVantageProvider } from '../../src/adapters/market-data/providers/alphavantage/alphavantage-provider.ts';
import { createMassiveProvider } from '../../src/adapters/market-data/providers/massive/massive-provider.ts';
import {
  createProviderMarketData,
  type LivePrices,
} from '../../src/adapters/market-data/providers/provider-market-data.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import { manualClock } from '../../src/ports/clock.ts';
import { recordedFetch } from './recorded-fetch.ts';

/**
 * The provider chain (Massive, optionally Alpha Vantage for news, the simulator behind them) on recorded vendor
 * responses, with a manual clock at `now` (default: Wednesday 18 November 2026, 15:00 UTC, market open).
 */
export function providerChain(opts: {
  routes: Parameters<typeof recordedFetch>[0];
  now?: string;
  /** The simulator's seed (default 'chain'). */
  seed?: string;
  callsPerMinute?: number;
  live?: LivePrices;
  /** Alpha Vantage as the news provider. */
  av?: boolean;
}) {
  const clock = manualClock(opts.now ?? '2026-11-18T15:00:00Z');
  const rec = recordedFetch(opts.routes);
  const simulated = createSimulatedMarketData({ seed: opts.seed ?? 'chain', clock });
  const md = createProviderMarketData({
    provider: createMassiveProvider({ apiKey: 'k', fetchJson: rec.fetchJson }),
    newsProvider: opts.av ? createAlphaVantageProvider({ apiKey: 'a', fetchJson: rec.fetchJson }) : undefined,
    simulated,
    clock,
    rateLimiter: createMemoryRateLimiter(),
    callsPerMinute: opts.callsPerMinute ?? 100,
    maxSymbolsPerCall: 250,
    live: opts.live,
    log: { warn: () => {} },
  });
  return { md, rec, simulated, clock };
}
