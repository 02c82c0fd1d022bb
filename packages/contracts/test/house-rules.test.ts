import { describe, expect, it } from 'vitest';
import { HouseRulesSchema } from '../src/house-rules.ts';
import { PlaceOrderBodySchema } from '../src/orders.ts';

describe('HouseRulesSchema', () => {
  it.each([
    [{ maxPositionPct: 5 }, true],
    [{ maxPositionPct: 100 }, true],
    [{ maxPositionPct: 4 }, false],
    [{ maxPositionPct: 101 }, false],
    [{ maxTradesPerDay: 1 }, true],
    [{ maxTradesPerDay: 1000 }, true],
    [{ maxTradesPerDay: 0 }, false],
    [{ maxTradesPerDay: 1001 }, false],
    [{ minPrice: 5 }, true],
    [{ minPrice: 1.25 }, true],
    [{ minPrice: 1.255 }, false],
    [{ minPrice: 0 }, false],
    [{ tradingHours: { start: '09:30', end: '15:00' } }, true],
    [{ tradingHours: { start: '15:00', end: '09:30' } }, false],
    [{ tradingHours: { start: '9:30', end: '15:00' } }, false],
    [{ commission: { perTradeCents: 500, percent: 0.1 } }, true],
    [{ commission: { perTradeCents: 1.5, percent: 0 } }, false],
    [{ commission: { perTradeCents: 0, percent: 6 } }, false],
    [{ blockedSymbols: ['aapl'], allowedSymbols: [] }, true],
    [{ requireNote: true }, true],
  ])('%o valid: %s', (rules, valid) => {
    expect(HouseRulesSchema.safeParse(rules).success).toBe(valid);
  });

  it('upper-cases symbols', () => {
    expect(HouseRulesSchema.parse({ blockedSymbols: [' tsla '] }).blockedSymbols).toEqual(['TSLA']);
  });
});

describe('an order note', () => {
  it('takes up to 500 characters', () => {
    const base = { symbol: 'AAPL', side: 'buy', quantity: 1 };
    expect(PlaceOrderBodySchema.safeParse({ ...base, note: 'x'.repeat(500) }).success).toBe(true);
    expect(PlaceOrderBodySchema.safeParse({ ...base, note: 'x'.repeat(501) }).success).toBe(false);
  });
});
