import { replayIndexPath } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { sp500History } from '../../src/adapters/market-data/simulated/sp500-history.ts';

describe('replay paths over the whole shipped S&P 500 history', () => {
  it('reads every day of vega-datasets sp500-2000.csv, oldest first', () => {
    const days = sp500History();
    expect(days).toHaveLength(5105);
    expect(days[0]).toEqual({ date: '2000-01-03', open: 1469.25, high: 1478, low: 1438.359985, close: 1455.219971 });
    expect(days[days.length - 1]!.date).toBe('2020-04-17');
  });

  it('passes exactly through the open, high, low and close of every day', () => {
    for (const day of sp500History()) {
      const path = replayIndexPath(day, 'every-day');
      let high = -Infinity;
      let low = Infinity;
      for (const level of path) {
        high = Math.max(high, level);
        low = Math.min(low, level);
      }
      expect([path[0], high, low, path[path.length - 1]], day.date).toEqual([day.open, day.high, day.low, day.close]);
    }
  });
});
