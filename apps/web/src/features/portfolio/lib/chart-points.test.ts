import { describe, expect, it } from 'vitest';
import { applyTick, toChartCandles } from './chart-points.ts';

const t0 = Date.parse('2026-11-20T14:30:00.000Z') / 1000;
const candle = (time: number, close: number) => ({ time, open: close, high: close + 1, low: close - 1, close });

describe('chart points', () => {
  it('reads candles with ISO times, short aliases, millisecond or second stamps and a lone price', () => {
    const points = toChartCandles([
      { time: '2026-11-20T14:30:00.000Z', open: 10, high: 12, low: 9, close: 11 },
      { t: (t0 + 300) * 1000, o: 11, h: 13, l: 10, c: 12 },
      { timestamp: t0 + 600, price: 12.5 },
      { time: String((t0 + 900) * 1000), value: '13' },
    ]);
    expect(points).toEqual([
      { time: t0, open: 10, high: 12, low: 9, close: 11 },
      { time: t0 + 300, open: 11, high: 13, low: 10, close: 12 },
      { time: t0 + 600, open: 12.5, high: 12.5, low: 12.5, close: 12.5 },
      { time: t0 + 900, open: 13, high: 13, low: 13, close: 13 },
    ]);
  });

  it('drops points with a non-positive or non-numeric price or an invalid time', () => {
    const good = { time: t0, open: 10, high: 12, low: 9, close: 11 };
    expect(
      toChartCandles([
        good,
        { ...good, time: t0 + 1, open: 0 },
        { ...good, time: t0 + 2, high: -1 },
        { ...good, time: t0 + 3, low: 'abc' },
        { ...good, time: t0 + 4, close: Number.NaN },
        { ...good, time: 'yesterday' },
        { ...good, time: undefined },
        null,
        'x',
      ]),
    ).toEqual([good]);
  });

  it('sorts by time and keeps the last of duplicate times; anything but a list gives no points', () => {
    expect(toChartCandles([candle(t0 + 300, 2), candle(t0, 1), candle(t0, 3)]).map((c) => c.close)).toEqual([3, 2]);
    expect(toChartCandles({ error: 'nope' })).toEqual([]);
  });

  const tick = (at: number, price: number) => ({
    type: 'stock_update' as const,
    symbol: 'AAPL',
    price,
    change: 0,
    changePercent: 0,
    volume: 1,
    timestamp: new Date(at * 1000).toISOString(),
  });

  it('moves the last 5-minute candle for a tick inside its slot', () => {
    const out = applyTick([candle(t0, 100)], tick(t0 + 120, 105), '5M');
    expect(out).toEqual([{ time: t0, open: 100, high: 105, low: 99, close: 105 }]);
  });

  it('opens a new 5-minute candle at the start of the slot when a new slot begins', () => {
    const out = applyTick([candle(t0, 100)], tick(t0 + 610, 98), '5M');
    expect(out.at(-1)).toEqual({ time: t0 + 600, open: 100, high: 100, low: 98, close: 98 });
  });

  it('ignores old ticks and does not invent daily candles', () => {
    expect(applyTick([candle(t0, 100)], tick(t0 - 10, 50), '5M')).toEqual([candle(t0, 100)]);
    expect(applyTick([candle(t0, 100)], tick(t0 + 2 * 86_400, 50), '1D')).toEqual([candle(t0, 100)]);
    expect(applyTick([candle(t0, 100)], tick(t0 + 3_600, 101), '1D').at(-1)?.close).toBe(101);
  });
});
