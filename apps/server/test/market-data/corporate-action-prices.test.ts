import { addDays, newYorkInstant } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { createCorporateActionsCalendar } from '../../src/adapters/market-data/simulated/corporate-actions-calendar.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { referenceFundamentalsOf } from '../../src/adapters/market-data/simulated/reference-fundamentals.ts';
import { nyseSchedule } from '../../src/adapters/market-data/simulated/session-schedule.ts';
import { createSimulatedMarket } from '../../src/adapters/market-data/simulated/simulated-market.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';

/**
 * How the ex-date and split opens are tested: the same seed's market without corporate actions draws the same gap,
 * returns and intraday path (the total-return path), so the day's gap factor is that market's open / previous close;
 * with the actions the open must be (previous close − dividend) × that factor, or previous close × from/to × it.
 */
const SEED = 'test-seed';
const actions = createCorporateActionsCalendar({ seed: SEED, universe: UNIVERSE, schedule: nyseSchedule });
const withActions = createSimulatedMarket({
  seed: SEED,
  schedule: nyseSchedule,
  universe: UNIVERSE,
  corporateActions: actions,
});
const without = createSimulatedMarket({ seed: SEED, schedule: nyseSchedule, universe: UNIVERSE });
const closeOf = (date: string) => newYorkInstant(date, 16, 30).getTime();

function barsAround(market: typeof without, symbol: string, date: string) {
  const bars = market.dailyBars(symbol, addDays(date, -10), closeOf(date));
  const at = bars.findIndex((b) => b.date === date);
  return { day: bars[at]!, previous: bars[at - 1]!, bars };
}

// The first test pays for building the simulated history (seconds alone, more on a loaded machine).
describe('simulated prices with corporate actions', { timeout: 120_000 }, () => {
  it('opens an ex-date at the previous close minus the dividend, times the day’s usual gap, before and after the reference date', () => {
    const dividends = [
      ...actions.dividends('2025-01-01', '2025-12-30', 'KO'),
      ...actions.dividends('2026-01-01', '2027-06-30', 'KO'),
      ...actions.dividends('2026-06-01', '2026-12-31', 'JPM'),
    ];
    expect(dividends.length).toBeGreaterThanOrEqual(8);
    for (const d of dividends) {
      const a = barsAround(withActions, d.symbol, d.exDate);
      const b = barsAround(without, d.symbol, d.exDate);
      const gap = b.day.open / b.previous.close;
      expect(a.day.open, `${d.symbol} ${d.exDate}`).toBeCloseTo((a.previous.close - d.amount) * gap, 6);
      // The rest of the day follows the same path: close / open as without the dividend.
      expect(a.day.close / a.day.open).toBeCloseTo(b.day.close / b.day.open, 9);
    }
  });

  it('leaves every other day’s return as it was (the total-return path is unchanged)', () => {
    const exDates = new Set(actions.dividends('2026-01-01', '2026-12-31', 'KO').map((d) => d.exDate));
    const a = withActions.dailyBars('KO', '2026-01-02', closeOf('2026-12-31'));
    const b = without.dailyBars('KO', '2026-01-02', closeOf('2026-12-31'));
    expect(a.length).toBe(b.length);
    for (let i = 1; i < a.length; i++) {
      if (exDates.has(a[i]!.date)) {
        expect(a[i]!.close / a[i - 1]!.close).toBeLessThan(b[i]!.close / b[i - 1]!.close);
      } else {
        expect(a[i]!.close / a[i - 1]!.close, a[i]!.date).toBeCloseTo(b[i]!.close / b[i - 1]!.close, 9);
      }
    }
  });

  const split = actions.splits('2026-01-01', '2026-12-31')[0]!;

  it('opens a split day at the previous close × from/to, times the day’s usual gap, and quotes the previous close split-adjusted', () => {
    expect(split).toBeDefined();
    const open = newYorkInstant(split.date, 9, 30).getTime();
    const a = withActions.priceAt(split.symbol, open)!;
    const b = without.priceAt(split.symbol, open)!;
    // The last close before the split, as quoted that evening (not yet adjusted).
    const before = withActions.dailyBars(split.symbol, addDays(split.date, -10), open - 60_000).at(-1)!;
    const ratio = split.to / split.from;
    expect(a.previousClose * ratio).toBeCloseTo(before.close, 6);
    expect(a.open * ratio).toBeCloseTo(before.close * (b.open / b.previousClose), 6);
  });

  it('adjusts the daily and weekly candles before a split so the chart runs on without a jump, and the 5-minute ones of its day', async () => {
    const clock = manualClock(new Date(closeOf(addDays(split.date, 14))).toISOString());
    const md = createSimulatedMarketData({ seed: SEED, clock });
    const plain = without.dailyBars(split.symbol, addDays(split.date, 14 - 183), clock.now().getTime());
    const exDates = new Set(actions.dividends('2020-01-01', '2030-12-31', split.symbol).map((d) => d.exDate));
    const daily = (await md.candles(split.symbol, '1D'))!;
    expect(daily.length).toBe(plain.length);
    for (let i = 1; i < daily.length; i++) {
      if (exDates.has(plain[i]!.date)) continue;
      const ratio = daily[i]!.closeCents / daily[i - 1]!.closeCents;
      expect(ratio, plain[i]!.date).toBeCloseTo(plain[i]!.close / plain[i - 1]!.close, 2);
    }
    const weekly = (await md.candles(split.symbol, '1W'))!;
    for (let i = 1; i < weekly.length; i++) {
      expect(Math.abs(Math.log(weekly[i]!.openCents / weekly[i - 1]!.closeCents))).toBeLessThan(0.15);
    }
    clock.set(new Date(newYorkInstant(split.date, 15, 0).getTime()));
    const quote = (await md.quote(split.symbol))!;
    const bars = (await md.candles(split.symbol, '5M'))!;
    expect(Math.abs(Math.log(bars[0]!.openCents / quote.previousCloseCents))).toBeLessThan(0.15);
  });

  it('counts the split in the stock’s fundamentals after it: more shares, less earnings and dividend per share', async () => {
    const md = createSimulatedMarketData({
      seed: SEED,
      clock: manualClock(new Date(closeOf(split.date)).toISOString()),
    });
    const profile = (await md.profiles()).find((p) => p.symbol === split.symbol)!;
    const reference = referenceFundamentalsOf(split.symbol)!;
    expect(profile.fundamentals!.sharesOutstanding).toBe(reference.sharesOutstanding * split.to);
    expect(profile.fundamentals!.epsCents).toBe(Math.round(reference.epsCents / split.to));
    expect(profile.fundamentals!.dividendPerShareCents).toBe(Math.round(reference.dividendPerShareCents / split.to));
  });
});
