import { addDays, dayNumberOf, newYorkDateOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { manualClock } from '../../src/ports/clock.ts';
import { providerChain } from './provider-chain.ts';

const mondayOf = (date: string) => addDays(date, -((dayNumberOf(date) + 3) % 7));

describe('1W chart', () => {
  it('starts with a whole week, whatever weekday two years back falls on', async () => {
    // Seven consecutive days: two years back lands on every weekday once.
    for (let day = 0; day < 7; day++) {
      const now = new Date(Date.parse('2026-11-16T16:00:00Z') + day * 86_400_000);
      const md = createSimulatedMarketData({ seed: 'weeks', clock: manualClock(now.toISOString()) });
      const weekly = (await md.candles('MSFT', '1W'))!;
      const first = weekly[0]!;
      const firstDate = newYorkDateOf(new Date(first.time));
      const twoYearsBack = addDays(newYorkDateOf(now), -731);
      expect(firstDate >= twoYearsBack && firstDate <= addDays(twoYearsBack, 7), firstDate).toBe(true);
      // Every session of the candle's week is in it: none before it, and its open, close and volume are the week's.
      const week = md.market
        .dailyBars('MSFT', mondayOf(firstDate), now.getTime())
        .filter((d) => mondayOf(d.date) === mondayOf(firstDate));
      expect(week[0]!.date, `the chart seen on ${now.toISOString()}`).toBe(firstDate);
      expect(first.openCents).toBe(Math.round(week[0]!.open * 100));
      expect(first.closeCents).toBe(Math.round(week.at(-1)!.close * 100));
      expect(first.volume).toBe(week.reduce((sum, d) => sum + d.volume, 0));
      expect(week.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('asks the vendor for weeks from a Monday’s New York midnight', async () => {
    const { md, rec } = providerChain({ seed: 'weeks', routes: [[/aggs/, { file: 'massive/aggs-day.json' }]] });
    await md.candles('AAPL', '1W');
    // Two years back is Sunday 17 Nov 2024: the range starts on Monday 18 Nov 2024, 00:00 New York (05:00 UTC).
    expect(rec.calls[0]!.url).toContain(`/range/1/week/${Date.parse('2024-11-18T05:00:00Z')}/`);
  });
});
