import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { REFERENCE_DATE, UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';

function market(now: string, seed = 'test-seed') {
  const clock = manualClock(now);
  return { clock, md: createSimulatedMarketData({ seed, clock }) };
}

describe('simulated market', () => {
  it('gives the same prices for the same seed and clock, and different ones for another seed', async () => {
    const a = await market('2026-11-18T17:12:34Z').md.quotes(['AAPL', 'TSLA', 'SPY']);
    const b = await market('2026-11-18T17:12:34Z').md.quotes(['AAPL', 'TSLA', 'SPY']);
    const c = await market('2026-11-18T17:12:34Z', 'other-seed').md.quotes(['AAPL', 'TSLA', 'SPY']);
    expect([...a.values()]).toEqual([...b.values()]);
    expect(a.get('AAPL')!.priceCents).not.toBe(c.get('AAPL')!.priceCents);
  });

  it('ships about a hundred symbols including every symbol the spec names', () => {
    expect(UNIVERSE.length).toBeGreaterThanOrEqual(95);
    const symbols = new Set(UNIVERSE.map((u) => u.symbol));
    for (const s of ['AAPL', 'TSLA', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'SPY', 'NFLX', 'AMD', 'INTC']) {
      expect(symbols.has(s)).toBe(true);
    }
    expect(new Set(UNIVERSE.map((u) => u.sector)).size).toBeGreaterThanOrEqual(11);
  });

  it('closes at the reference price on the reference date', async () => {
    const { md } = market(`${REFERENCE_DATE}T22:00:00Z`);
    const q = await md.quote('AAPL');
    expect(q!.priceCents).toBe(UNIVERSE.find((u) => u.symbol === 'AAPL')!.refPrice * 100);
  });

  it('does not move while the market is closed: the weekend shows Friday’s close', async () => {
    const friday = await market('2026-11-20T21:00:00Z').md.quote('MSFT');
    const saturday = await market('2026-11-21T18:00:00Z').md.quote('MSFT');
    const mondayEarly = await market('2026-11-23T13:00:00Z').md.quote('MSFT');
    expect(saturday).toEqual(friday);
    expect(mondayEarly).toEqual(friday);
    expect(friday!.timestamp).toBe(Date.parse('2026-11-20T21:00:00Z'));
  });

  it('moves during the session', async () => {
    const { clock, md } = market('2026-11-18T15:00:00Z');
    const prices = new Set<number>();
    for (let i = 0; i < 20; i++) {
      prices.add((await md.quote('NVDA'))!.priceCents);
      clock.advance(30_000);
    }
    expect(prices.size).toBeGreaterThan(5);
  });

  it('keeps every live tick inside the 5-minute bar the chart later shows, and ends the bar on its close', async () => {
    const { clock, md } = market('2026-11-18T15:00:00Z');
    const ticks: number[] = [];
    for (let s = 0; s < 300; s += 2) {
      clock.set(new Date(Date.parse('2026-11-18T15:00:00Z') + s * 1000));
      ticks.push((await md.quote('TSLA'))!.priceCents);
    }
    clock.set('2026-11-18T22:00:00Z');
    const bars = (await md.candles('TSLA', '5M'))!;
    const bar = bars.find((b) => b.time === Date.parse('2026-11-18T15:00:00Z'))!;
    for (const p of ticks) {
      expect(p).toBeGreaterThanOrEqual(bar.lowCents);
      expect(p).toBeLessThanOrEqual(bar.highCents);
    }
    const next = bars.find((b) => b.time === Date.parse('2026-11-18T15:05:00Z'))!;
    expect(next.openCents).toBe(bar.closeCents);
  });

  it('has 78 five-minute bars on a full day and 42 on a 13:00 early close', async () => {
    expect((await market('2026-11-18T22:00:00Z').md.candles('AAPL', '5M'))!.length).toBe(78);
    expect((await market('2026-11-27T19:00:00Z').md.candles('AAPL', '5M'))!.length).toBe(42);
  });

  it('charts the current session up to now while open', async () => {
    const bars = (await market('2026-11-18T15:02:00Z').md.candles('AAPL', '5M'))!;
    expect(bars.map((b) => new Date(b.time).toISOString())).toEqual([
      '2026-11-18T14:30:00.000Z',
      '2026-11-18T14:35:00.000Z',
      '2026-11-18T14:40:00.000Z',
      '2026-11-18T14:45:00.000Z',
      '2026-11-18T14:50:00.000Z',
      '2026-11-18T14:55:00.000Z',
      '2026-11-18T15:00:00.000Z',
    ]);
  });

  it('has six months of daily and two years of weekly candles with consistent high and low', async () => {
    const { md } = market('2026-11-18T15:00:00Z');
    const daily = (await md.candles('AMZN', '1D'))!;
    const weekly = (await md.candles('AMZN', '1W'))!;
    expect(daily.length).toBeGreaterThanOrEqual(120);
    expect(daily.length).toBeLessThanOrEqual(130);
    expect(weekly.length).toBeGreaterThanOrEqual(100);
    for (const c of [...daily, ...weekly]) {
      expect(c.highCents).toBeGreaterThanOrEqual(Math.max(c.openCents, c.closeCents));
      expect(c.lowCents).toBeLessThanOrEqual(Math.min(c.openCents, c.closeCents));
      expect(c.lowCents).toBeGreaterThan(0);
    }
    const quote = (await md.quote('AMZN'))!;
    expect(daily.at(-1)!.closeCents).toBe(quote.priceCents);
  });

  it('moves stocks with the market: SPY and high-beta stocks mostly share the sign of the day', async () => {
    const { md } = market('2026-11-18T22:00:00Z');
    const spy = (await md.candles('SPY', '1D'))!;
    const qqq = (await md.candles('QQQ', '1D'))!;
    let same = 0;
    for (let i = 1; i < spy.length; i++) {
      const a = spy[i]!.closeCents - spy[i - 1]!.closeCents;
      const b = qqq[i]!.closeCents - qqq[i - 1]!.closeCents;
      if (Math.sign(a) === Math.sign(b)) same++;
    }
    expect(same / (spy.length - 1)).toBeGreaterThan(0.7);
  });

  it('holds the last close while the NYSE is closed (MARKET_HOURS=always only accepts orders then, ADR 007)', async () => {
    const { clock, md } = market('2026-11-21T18:00:00Z', 'test-seed');
    const a = (await md.quote('AAPL'))!.priceCents;
    clock.advance(10 * 60_000);
    const b = (await md.quote('AAPL'))!.priceCents;
    expect(a).toBe(b);
  });

  it('finds symbols by prefix first, then by name', async () => {
    const { md } = market('2026-11-18T15:00:00Z');
    expect((await md.searchSymbols('AM', 10)).map((s) => s.symbol).slice(0, 3)).toEqual(['AMD', 'AMAT', 'AMZN']);
    expect((await md.searchSymbols('apple', 10)).map((s) => s.symbol)).toContain('AAPL');
  });

  it('ranks 20 gainers and 20 losers by percent change', async () => {
    const { md } = market('2026-11-18T18:00:00Z');
    const { gainers, losers } = await md.movers(20);
    expect(gainers).toHaveLength(20);
    expect(losers).toHaveLength(20);
    const pct = (q: { priceCents: number; previousCloseCents: number }) => q.priceCents / q.previousCloseCents;
    expect(pct(gainers[0]!)).toBeGreaterThanOrEqual(pct(gainers[19]!));
    expect(pct(losers[0]!)).toBeLessThanOrEqual(pct(losers[19]!));
  });
});
