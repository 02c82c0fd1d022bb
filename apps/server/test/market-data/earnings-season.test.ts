import { addDays, dayNumberOf, newYorkDateOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { manualClock } from '../../src/ports/clock.ts';

const QUARTER_ENDS = new Set(['03-31', '06-30', '09-30', '12-31']);

/** The quarter end on or before a date, found by walking back a day at a time. */
function quarterEndOf(date: string): string {
  let d = date;
  while (!QUARTER_ENDS.has(d.slice(5))) d = addDays(d, -1);
  return d;
}

function simulated(now: string) {
  return createSimulatedMarketData({ seed: 'tradearena', clock: manualClock(now) });
}

describe('simulated earnings seasons', () => {
  const { market } = simulated('2026-11-18T18:00:00Z');
  const companies = market.universe.filter((u) => u.sector !== 'ETF');

  it('reports every company once a quarter, 2 to 6 weeks after the quarter ends, at its own fixed offset', () => {
    const offsets = new Set<number>();
    for (const u of companies) {
      const reports = new Map<string, number>();
      for (let d = '2025-01-01'; d <= '2026-12-31'; d = addDays(d, 1)) {
        if (!market.isEarningsDay(u.symbol, d)) continue;
        const quarter = quarterEndOf(d);
        const after = dayNumberOf(d) - dayNumberOf(quarter);
        expect(after, `${u.symbol} on ${d}`).toBeGreaterThanOrEqual(14);
        expect(after, `${u.symbol} on ${d}`).toBeLessThanOrEqual(42);
        expect(reports.has(quarter), `${u.symbol} twice after ${quarter}`).toBe(false);
        reports.set(quarter, after);
      }
      // Q4 2024 to Q3 2026 are all reported within the two years (Q4 2026 is reported in 2027).
      expect([...reports.keys()]).toEqual([
        '2024-12-31',
        '2025-03-31',
        '2025-06-30',
        '2025-09-30',
        '2025-12-31',
        '2026-03-31',
        '2026-06-30',
        '2026-09-30',
      ]);
      // The same offset each quarter, moved at most past a weekend and a holiday to the next session.
      const days = [...reports.values()];
      expect(Math.max(...days) - Math.min(...days), u.symbol).toBeLessThanOrEqual(4);
      offsets.add(Math.min(...days));
    }
    // Companies report across the season, not all on one day.
    expect(offsets.size).toBeGreaterThan(12);
  });

  it('never reports outside the seasons: no earnings from mid-November to the New Year', () => {
    for (const u of companies) {
      for (let d = '2026-11-12'; d <= '2027-01-13'; d = addDays(d, 1)) {
        expect(market.isEarningsDay(u.symbol, d), `${u.symbol} on ${d}`).toBe(false);
      }
    }
  });

  it('puts the earnings story and the price gap on the same session, for every report of the news window', async () => {
    for (const now of ['2026-10-29T18:00:00Z', '2026-08-05T17:00:00Z', '2026-07-22T12:00:00Z']) {
      const md = simulated(now);
      const nowMs = Date.parse(now);
      const stories = new Map(
        (await md.news()).filter((n) => n.categories.includes('earnings')).map((n) => [n.tickers[0]!, n]),
      );
      let reports = 0;
      for (const u of companies) {
        const bars = md.market.dailyBars(u.symbol, addDays(newYorkDateOf(new Date(nowMs)), -8), nowMs);
        for (let i = 1; i < bars.length; i++) {
          const bar = bars[i]!;
          if (!md.market.isEarningsDay(u.symbol, bar.date) || bar.opensAt + 5 * 60_000 > nowMs) continue;
          reports++;
          const story = stories.get(u.symbol);
          expect(story, `${u.symbol} reported on ${bar.date}`).toBeDefined();
          expect(story!.id).toBe(`sim-${bar.date}-earnings-${u.symbol}`);
          expect(newYorkDateOf(new Date(story!.publishedAt))).toBe(bar.date);
          expect(story!.summary).toContain(
            `opened at $${bar.open.toFixed(2)} against a previous close of $${bars[i - 1]!.close.toFixed(2)}`,
          );
        }
      }
      expect(reports, now).toBeGreaterThan(0);
      expect(stories.size, now).toBe(reports);
    }
  });

  it('gaps much more at the open of an earnings session than on other days', () => {
    const gaps = { earnings: [] as number[], other: [] as number[] };
    const nowMs = Date.parse('2026-11-18T18:00:00Z');
    for (const u of companies.slice(0, 12)) {
      const bars = market.dailyBars(u.symbol, '2025-11-01', nowMs);
      for (let i = 1; i < bars.length; i++) {
        const gap = Math.abs(Math.log(bars[i]!.open / bars[i - 1]!.close));
        (market.isEarningsDay(u.symbol, bars[i]!.date) ? gaps.earnings : gaps.other).push(gap);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(gaps.earnings.length).toBeGreaterThanOrEqual(12 * 4);
    expect(mean(gaps.earnings)).toBeGreaterThan(3 * mean(gaps.other));
  });
});
