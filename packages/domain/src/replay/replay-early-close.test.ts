import { describe, expect, it } from 'vitest';
import { type HistoricalDay, REPLAY_SESSION_MINUTES, replaySessionMinutesOf } from './historical-day.ts';
import { replayClock, replayInstantOf } from './replay-clock.ts';
import { replayHeadlines } from './replay-headlines.ts';
import { replayIndexPath } from './replay-index-path.ts';
import { replayStockPaths } from './replay-stock-path.ts';

// The shipped history's days around Thanksgiving 2008 (vega-datasets sp500-2000.csv): Friday 28 November closed at 13:00.
const NOV_26: HistoricalDay = { date: '2008-11-26', open: 852.9, high: 887.68, low: 841.37, close: 887.68 };
const NOV_28: HistoricalDay = { date: '2008-11-28', open: 886.89, high: 896.25, low: 881.21, close: 896.24 };
const DEC_24: HistoricalDay = { date: '2008-12-24', open: 863.87, high: 869.79, low: 861.44, close: 868.15 };
const SEED = 'early-close-seed';

describe('early-close days in a replay', () => {
  it('knows the NYSE 13:00 closes: the day after Thanksgiving, Christmas Eve, July 3 on a weekday', () => {
    expect(replaySessionMinutesOf('2008-11-28')).toBe(210);
    expect(replaySessionMinutesOf('2008-12-24')).toBe(210);
    expect(replaySessionMinutesOf('2008-07-03')).toBe(210); // a Thursday
    expect(replaySessionMinutesOf('2009-07-02')).toBe(REPLAY_SESSION_MINUTES); // July 3 2009 was the holiday itself
    expect(replaySessionMinutesOf('2008-11-26')).toBe(REPLAY_SESSION_MINUTES);
  });

  it('draws a short session’s path 09:30–13:00 through the real open, high, low and close exactly', () => {
    for (const day of [NOV_28, DEC_24]) {
      const path = replayIndexPath(day, SEED);
      expect(path.length).toBe(211);
      expect([path[0], Math.max(...path), Math.min(...path), path[210]]).toEqual([
        day.open,
        day.high,
        day.low,
        day.close,
      ]);
    }
  });

  it('plays the short day in its wall slot, its clock ending at 13:00, and its stocks close with the index', () => {
    const days = [NOV_26, NOV_28];
    const index = days.map((d) => replayIndexPath(d, SEED));
    const schedule = { startsAt: 0, days: 2, minutesPerDay: 30, sessionMinutes: [390, 210] };
    const slot = 30 * 60_000;
    expect(replayClock(schedule, slot + slot / 2)).toMatchObject({ day: 2, minute: 105, time: '11:15' });
    expect(replayClock(schedule, 2 * slot - 1)).toMatchObject({ status: 'running', day: 2, time: '12:59' });
    expect(replayClock(schedule, 2 * slot)).toMatchObject({ status: 'finished', day: 2, time: '13:00' });
    expect(replayInstantOf(schedule, 2, 210)).toBe(2 * slot);
    expect(replayInstantOf(schedule, 2, 105)).toBe(slot + slot / 2);

    const stock = { symbol: 'AAPL', beta: 1.2, annualVol: 0.3, startPrice: 100 };
    const paths = replayStockPaths(index, 850, stock, SEED);
    expect(paths.map((p) => p.length)).toEqual([391, 211]);
    // The news of the short day: its open, 11:30 and its 13:00 close, which is called the close.
    const news = replayHeadlines(index, 850, replayClock(schedule, 2 * slot));
    expect(news.filter((n) => n.day === 'Day 2').map((n) => n.time)).toEqual(['13:00', '11:30', '09:30']);
    expect(news[0]!.title).toMatch(/^Stocks close higher: S&P 500 gains 1\.0 % on the day$/);
  });
});
