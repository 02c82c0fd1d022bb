import { describe, expect, it } from 'vitest';
import { createMarketDataFromConfig } from '../../src/adapters/market-data/create-market-data-from-config.ts';
import { createMemoryRateLimiter } from '../../src/adapters/rate-limit/memory-rate-limiter.ts';
import { loadConfig } from '../../src/config.ts';
import { manualClock } from '../../src/ports/clock.ts';

const build = (env: Record<string, string>) =>
  createMarketDataFromConfig(loadConfig({ NODE_ENV: 'test', ...env }), {
    clock: manualClock('2026-11-18T15:00:00Z'),
    log: { info: () => {} },
    rateLimiter: createMemoryRateLimiter(),
  });

describe('market data from configuration', () => {
  it('is the simulated market by default', async () => {
    expect((await build({}).quote('AAPL'))!.source).toBe('simulated');
  });

  it('needs the vendor’s key for a real provider', () => {
    expect(() => build({ MARKET_DATA_PROVIDER: 'massive' })).toThrow(
      'MARKET_DATA_PROVIDER=massive needs MASSIVE_API_KEY',
    );
    expect(() => build({ MARKET_DATA_PROVIDER: 'alphavantage' })).toThrow('needs ALPHAVANTAGE_API_KEY');
    expect(() => build({ MARKET_DATA_PROVIDER: 'finnhub', FINNHUB_API_KEY: 'x' })).toThrow('has no adapter yet');
  });

  it('builds a vendor chain with a key, keeping the universe', async () => {
    const md = build({ MARKET_DATA_PROVIDER: 'massive', MASSIVE_API_KEY: 'k' });
    expect(await md.isKnownSymbol('AAPL')).toBe(true);
    expect(await md.isKnownSymbol('ZZZZ')).toBe(false);
  });
});
