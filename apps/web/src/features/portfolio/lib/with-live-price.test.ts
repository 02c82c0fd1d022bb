import { describe, expect, it } from 'vitest';
import { buildPosition } from '@/test/builders.ts';
import { withLivePrice } from './with-live-price.ts';

const tick = (price: number, change: number, changePercent: number) => ({
  type: 'stock_update' as const,
  symbol: 'AAPL',
  price,
  change,
  changePercent,
  volume: 1,
  timestamp: '2026-11-18T15:00:00.000Z',
});

describe('withLivePrice', () => {
  it('revalues a long at the tick', () => {
    const long = buildPosition({ symbol: 'AAPL', quantity: 10, costBasis: 1_500, side: 'long' });
    expect(withLivePrice(long, tick(160, 4, 2.56))).toMatchObject({
      currentPrice: 160,
      marketValue: 1_600,
      unrealizedPL: 100,
      profitLossPercent: 6.67,
      dayChange: 40,
      dayChangePercent: 2.56,
    });
  });

  it("keeps a short's signed figures: a rise is its loss, in dollars and in percent", () => {
    const short = buildPosition({ symbol: 'AAPL', quantity: -5, costBasis: -1_000, side: 'short' });
    expect(withLivePrice(short, tick(210, 5, 2.44))).toMatchObject({
      marketValue: -1_050,
      unrealizedPL: -50,
      profitLossPercent: -5,
      dayChange: -25,
      dayChangePercent: -2.44,
    });
  });

  it('counts a position bought today from its fill (the server’s dayChangeBase), not from the previous close', () => {
    const bought = buildPosition({ symbol: 'AAPL', quantity: 10, costBasis: 1_500, side: 'long', dayChangeBase: 150 });
    expect(withLivePrice(bought, tick(149, -2, -1.32))).toMatchObject({
      unrealizedPL: -10,
      dayChange: -10,
      dayChangePercent: -0.67,
    });
  });

  it('leaves the position as the server valued it without a usable tick', () => {
    const p = buildPosition();
    expect(withLivePrice(p, undefined)).toBe(p);
    expect(withLivePrice(p, tick(0, 0, 0))).toBe(p);
  });
});
