import { addDays } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { nyseSchedule } from '../../src/adapters/market-data/simulated/session-schedule.ts';
import { createSimulatedMarket } from '../../src/adapters/market-data/simulated/simulated-market.ts';
import { createSimulatedProfiles } from '../../src/adapters/market-data/simulated/simulated-profiles.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';

const NOW = new Date('2026-03-11T15:00:00Z').getTime();
const newMarket = () => createSimulatedMarket({ seed: 'screener', schedule: nyseSchedule, universe: UNIVERSE });

describe('simulated screener profiles', () => {
  it('gives the same 52-week ranges as the one-pass build did', async () => {
    const market = newMarket();
    const profiles = await createSimulatedProfiles(market)(NOW);
    expect(profiles.map((p) => p.symbol)).toEqual(UNIVERSE.map((u) => u.symbol));
    // Figures of the former synchronous build for this seed and clock (the description and fundamentals aside).
    const figures = profiles
      .filter((p) => ['AAPL', 'KO', 'SPY'].includes(p.symbol))
      .map(({ description: _d, fundamentals: _f, type: _t, expenseRatio: _e, holdings: _h, ...rest }) => rest);
    expect(figures).toEqual([
      {
        symbol: 'AAPL',
        name: 'Apple Inc.',
        sector: 'Information Technology',
        beta: 1.2,
        yearLowCents: 25530,
        yearHighCents: 32857,
      },
      {
        symbol: 'KO',
        name: 'The Coca-Cola Company',
        sector: 'Consumer Staples',
        beta: 0.5,
        yearLowCents: 5987,
        yearHighCents: 7570,
      },
      {
        symbol: 'SPY',
        name: 'SPDR S&P 500 ETF Trust',
        sector: 'ETF',
        beta: 1,
        // SPY's expense ratio, charged daily since ADR 027, moved its range by a few cents.
        yearLowCents: 65525,
        yearHighCents: 78878,
      },
    ]);
    const date = market.latestSessionDate(NOW);
    const reference = newMarket();
    for (const p of profiles) {
      const closes = reference.dailyCloses(p.symbol, addDays(date, -364), date);
      expect(p.yearLowCents).toBe(Math.round(Math.min(...closes) * 100));
      expect(p.yearHighCents).toBe(Math.round(Math.max(...closes) * 100));
    }
  });

  it('builds once for concurrent first requests, and keeps the figures for the session date', async () => {
    const market = newMarket();
    let builds = 0;
    const dailyCloses = market.dailyCloses;
    const counted = {
      ...market,
      dailyCloses: (symbol: string, from: string, before: string) => {
        if (symbol === UNIVERSE[0]!.symbol) builds++;
        return dailyCloses(symbol, from, before);
      },
    };
    const profilesAt = createSimulatedProfiles(counted);
    const [a, b, c] = await Promise.all([profilesAt(NOW), profilesAt(NOW), profilesAt(NOW + 60_000)]);
    expect(builds).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await profilesAt(NOW + 3_600_000)).toBe(a);
    expect(builds).toBe(1);
  });

  it('yields to the event loop while building: a timer set before the build fires before it ends', async () => {
    const profilesAt = createSimulatedProfiles(newMarket());
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await profilesAt(NOW).then(() => order.push('built'));
    expect(order).toEqual(['timer', 'built']);
  });
});
