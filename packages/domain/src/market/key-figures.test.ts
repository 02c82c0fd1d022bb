import { describe, expect, it } from 'vitest';
import { keyFiguresAt } from './key-figures.ts';

// 14.8 billion shares, EPS $7.46, dividend $1.04 a year (Apple-like).
const APPLE = { sharesOutstanding: 14_800_000_000, epsCents: 746, dividendPerShareCents: 104 };

describe('key figures at the live price', () => {
  it('market cap = price × shares, P/E = price / EPS, dividend yield = dividend / price', () => {
    expect(keyFiguresAt(27_200, APPLE)).toEqual({
      marketCap: 4_025_600_000_000,
      peRatio: 36.46,
      dividendYield: 0.38,
    });
  });

  it('follows the price: twice the price, twice the cap and the P/E, half the yield', () => {
    const at = keyFiguresAt(20_000, APPLE);
    const twice = keyFiguresAt(40_000, APPLE);
    expect(twice.marketCap).toBe(2 * (at.marketCap ?? 0));
    expect(twice.peRatio).toBeCloseTo(2 * (at.peRatio ?? 0), 1);
    expect(twice.dividendYield).toBeCloseTo((at.dividendYield ?? 0) / 2, 1);
  });

  it('has no P/E for a loss or zero earnings, and a 0 % yield without a dividend', () => {
    const loss = { sharesOutstanding: 760_000_000, epsCents: -1_478, dividendPerShareCents: 0 };
    expect(keyFiguresAt(21_700, loss)).toEqual({ marketCap: 164_920_000_000, peRatio: null, dividendYield: 0 });
    expect(keyFiguresAt(21_700, { ...loss, epsCents: 0 }).peRatio).toBeNull();
  });

  it('says nothing without fundamentals or without a positive price', () => {
    const none = { marketCap: null, peRatio: null, dividendYield: null };
    expect(keyFiguresAt(27_200, null)).toEqual(none);
    expect(keyFiguresAt(0, APPLE)).toEqual(none);
    expect(keyFiguresAt(Number.NaN, APPLE)).toEqual(none);
  });
});
