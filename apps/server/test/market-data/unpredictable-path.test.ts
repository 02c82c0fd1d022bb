import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';

const SESSION_OPEN = Date.parse('2026-11-18T14:30:00Z');

function market(seed = 'a-secret-seed') {
  const clock = manualClock(new Date(SESSION_OPEN));
  return { clock, md: createSimulatedMarketData({ seed, clock }) };
}

async function priceAt(m: ReturnType<typeof market>, symbol: string, ms: number): Promise<number> {
  m.clock.set(new Date(ms));
  return (await m.md.quote(symbol))!.priceCents;
}

/** Least-squares slope (cents per sample) of equally spaced samples. */
function slopeOf(ys: number[]): number {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (i - mx) * (ys[i]! - my);
    den += (i - mx) ** 2;
  }
  return num / den;
}

describe('the simulated intraday path (prices must not be predictable)', () => {
  it('cannot be extrapolated: from quotes every second for 20 s, a straight line to t + 10 s is no better than “no change”', async () => {
    const m = market();
    const errors = { noChange: 0, twoQuotes: 0, leastSquares: 0 };
    let cases = 0;
    for (const u of UNIVERSE.slice(0, 30)) {
      for (let i = 0; i < 12; i++) {
        // instants spread over the session, at every phase of the 30-second path points
        const t = SESSION_OPEN + 60_000 + i * 1_913_700 + ((i * 7_300 + u.symbol.length * 4_100) % 30_000);
        const past: number[] = [];
        for (let s = -20; s <= 0; s++) past.push(await priceAt(m, u.symbol, t + s * 1000));
        const now = past.at(-1)!;
        const future = await priceAt(m, u.symbol, t + 10_000);
        errors.noChange += Math.abs(future - now);
        errors.twoQuotes += Math.abs(future - (now + 2 * (now - past.at(-6)!)));
        errors.leastSquares += Math.abs(future - (now + 10 * slopeOf(past)));
        cases++;
      }
    }
    expect(cases).toBe(360);
    expect(errors.noChange).toBeGreaterThan(0);
    // "not better by more than a small margin": a predictable path gives ratios far below 1
    expect(errors.twoQuotes / errors.noChange).toBeGreaterThan(0.95);
    expect(errors.leastSquares / errors.noChange).toBeGreaterThan(0.95);
  }, 60_000);

  it('turns back between ticks a tenth of a second apart, not only at the 30-second path points', async () => {
    const m = market();
    let reversals = 0;
    let direction = 0;
    let previous = await priceAt(m, 'NVDA', SESSION_OPEN + 3_600_000);
    for (let k = 1; k <= 300; k++) {
      const p = await priceAt(m, 'NVDA', SESSION_OPEN + 3_600_000 + k * 100);
      const d = Math.sign(p - previous);
      if (d !== 0 && direction !== 0 && d !== direction) reversals++;
      if (d !== 0) direction = d;
      previous = p;
    }
    // one 30-second step: a straight line never turns back; a random path does, often
    expect(reversals).toBeGreaterThan(10);
  });

  it('gives the same ticks for the same seed and instant, and different ticks for another seed', async () => {
    const a = market('seed-one');
    const b = market('seed-one');
    const c = market('seed-two');
    const ticks = async (mk: ReturnType<typeof market>) => {
      const out: number[] = [];
      for (let k = 0; k < 50; k++) out.push(await priceAt(mk, 'AAPL', SESSION_OPEN + 7_200_000 + k * 700));
      return out;
    };
    const ta = await ticks(a);
    expect(await ticks(b)).toEqual(ta);
    // the same path from a market that answered other instants first (the caches do not change the answer)
    await priceAt(b, 'AAPL', SESSION_OPEN + 20_000_000);
    expect(await ticks(b)).toEqual(ta);
    expect(await ticks(c)).not.toEqual(ta);
  });

  it('keeps every tick inside the 5-minute bar the chart shows, ends the bar on its close, and charts the running bar from the ticks so far', async () => {
    for (const symbol of ['TSLA', 'AAPL', 'SPY', 'AMD']) {
      const m = market();
      const barStart = SESSION_OPEN + 25 * 300_000;
      const ticks: number[] = [];
      let high = 0;
      let low = Number.POSITIVE_INFINITY;
      for (let ms = 0; ms < 300_000; ms += 100) {
        const p = await priceAt(m, symbol, barStart + ms);
        ticks.push(p);
        high = Math.max(high, p);
        low = Math.min(low, p);
        const quote = (await m.md.quote(symbol))!;
        expect(quote.highCents).toBeGreaterThanOrEqual(high);
        expect(quote.lowCents).toBeLessThanOrEqual(low);
        if (ms % 30_000 === 15_000) {
          const running = (await m.md.candles(symbol, '5M'))!.at(-1)!;
          expect(running).toMatchObject({ time: barStart, openCents: ticks[0], closeCents: p });
          expect([running.highCents, running.lowCents]).toEqual([high, low]);
        }
      }
      const closeTick = await priceAt(m, symbol, barStart + 300_000);
      m.clock.set('2026-11-18T22:00:00Z');
      const bars = (await m.md.candles(symbol, '5M'))!;
      const bar = bars.find((b) => b.time === barStart)!;
      for (const p of ticks) {
        expect(p).toBeGreaterThanOrEqual(bar.lowCents);
        expect(p).toBeLessThanOrEqual(bar.highCents);
      }
      expect(bar.openCents).toBe(ticks[0]);
      expect(bar.closeCents).toBe(closeTick);
      expect(bars.find((b) => b.time === barStart + 300_000)!.openCents).toBe(closeTick);
    }
  }, 60_000);

  it('never lowers the day’s high or raises its low while the session runs', async () => {
    const m = market();
    let high = 0;
    let low = Number.POSITIVE_INFINITY;
    for (let ms = 0; ms < 3_600_000; ms += 1_100) {
      m.clock.set(new Date(SESSION_OPEN + ms));
      const q = (await m.md.quote('META'))!;
      expect(q.highCents).toBeGreaterThanOrEqual(high);
      expect(q.lowCents).toBeLessThanOrEqual(low);
      expect(q.priceCents).toBeLessThanOrEqual(q.highCents);
      expect(q.priceCents).toBeGreaterThanOrEqual(q.lowCents);
      high = q.highCents;
      low = q.lowCents;
    }
  });
});
