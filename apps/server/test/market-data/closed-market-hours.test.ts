import { describe, expect, it } from 'vitest';
import { createMarketDataFromConfig } from '../../src/adapters/market-data/create-market-data-from-config.ts';
import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import { loadConfig } from '../../src/config.ts';
import { manualClock } from '../../src/ports/clock.ts';

/**
 * ADR 007: MARKET_HOURS says when orders are accepted, never what the prices are. The same seed and clock give the
 * same quote under `nyse` and `always`, so a restart with the other setting rewrites no close and moves no P&L.
 */
describe('simulated prices do not depend on MARKET_HOURS', () => {
  const quoteUnder = async (hours: 'nyse' | 'always', now: string, symbol: string) => {
    const config = loadConfig({ NODE_ENV: 'test', MARKET_SEED: 'hours-independent', MARKET_HOURS: hours });
    const md = createMarketDataFromConfig(config, {
      clock: manualClock(now),
      log: { info: () => {} },
      rateLimiter: createMemoryRateLimiter(),
    });
    return md.quote(symbol);
  };

  it.each([
    ['a Saturday', '2026-11-21T18:00:00Z'],
    ['a weekday night', '2026-11-19T03:00:00Z'],
    ['Thanksgiving', '2026-11-26T17:00:00Z'],
    ['an open session', '2026-11-18T15:00:00Z'],
  ])('gives the same quote on %s', async (_, now) => {
    for (const symbol of ['AAPL', 'SPY', 'NVDA']) {
      expect(await quoteUnder('always', now, symbol)).toEqual(await quoteUnder('nyse', now, symbol));
    }
  });
});
