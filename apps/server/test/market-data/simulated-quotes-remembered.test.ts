import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { manualClock } from '../../src/ports/clock.ts';

const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'SPY'];

describe('simulated quotes remembered per instant', () => {
  it('answers every instant (forwards, repeated, backwards, across days) exactly as a fresh market does', async () => {
    const clock = manualClock('2026-11-18T15:00:00Z');
    const market = createSimulatedMarketData({ seed: 'remembered', clock });
    const steps = [0, 0, 1, 999, 30_000, 0, -45_000, 6 * 3_600_000, 24 * 3_600_000, -48 * 3_600_000, 1];
    for (const step of steps) {
      clock.advance(step);
      const fresh = createSimulatedMarketData({ seed: 'remembered', clock });
      expect(await market.quotes(SYMBOLS)).toEqual(await fresh.quotes(SYMBOLS));
      expect(await market.quote('AAPL')).toEqual(await fresh.quote('AAPL'));
    }
  });

  it('gives callers a quote they cannot change for the next one', async () => {
    const clock = manualClock('2026-11-18T15:00:00Z');
    const market = createSimulatedMarketData({ seed: 'remembered', clock });
    const first = (await market.quote('AAPL'))!;
    expect(() => {
      (first as { priceCents: number }).priceCents = 1;
    }).toThrow();
    expect((await market.quote('AAPL'))?.priceCents).not.toBe(1);
  });
});
