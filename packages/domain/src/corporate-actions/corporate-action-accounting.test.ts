import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dividendCashCents,
  dividendEntryText,
  splitEntryText,
  splitOrderTerms,
  splitPosition,
} from './corporate-action-accounting.ts';

describe('dividends (ADR 029)', () => {
  it('credits round(quantity × amount × 100) cents to a long and charges a short the same', () => {
    expect(dividendCashCents(100, 0.51)).toBe(51_00);
    expect(dividendCashCents(3, 0.2625)).toBe(79); // 78.75 → 79, half up
    expect(dividendCashCents(-3, 0.2625)).toBe(-79);
    expect(dividendCashCents(7, 0.1)).toBe(70); // no floating-point drift: 0.1 is 1000 ten-thousandths
    expect(dividendCashCents(0, 0.51)).toBe(0);
  });

  it('reads as the ledger entry "Dividend: 100 KO × $0.51"', () => {
    expect(dividendEntryText({ symbol: 'KO', quantity: 100, amountDollars: 0.51 })).toBe('Dividend: 100 KO × $0.51');
    expect(dividendEntryText({ symbol: 'T', quantity: 1200, amountDollars: 0.2775 })).toBe(
      'Dividend: 1,200 T × $0.2775',
    );
    expect(dividendEntryText({ symbol: 'KO', quantity: -40, amountDollars: 0.5 })).toBe(
      'Dividend charged on short: 40 KO × $0.50',
    );
  });
});

describe('splits (ADR 029)', () => {
  it('2-for-1 doubles the shares and keeps the basis (average price halves)', () => {
    const s = splitPosition({ quantity: 15, costBasisCents: 3_000_00 }, { from: 1, to: 2 }, 250_00);
    expect(s).toMatchObject({ quantityAfter: 30, costBasisAfterCents: 3_000_00, cashCents: 0, realizedPnlCents: 0 });
    expect(s.valueAfterCents).toBe(s.valueBeforeCents);
  });

  it('3-for-2 of an odd position pays the half share as cash in lieu at the previous close ÷ the ratio', () => {
    // 15 shares → 22.5: 22 shares and half a new share at $100 × 2 / 3 = $66.666… → $33.33.
    const s = splitPosition({ quantity: 15, costBasisCents: 1_500_00 }, { from: 2, to: 3 }, 100_00);
    expect(s.quantityAfter).toBe(22);
    expect(s.cashCents).toBe(33_33);
    // The half share's basis: 1,500 × 0.5 / 22.5 = $33.33; the rest stays on the 22 shares.
    expect(s.costBasisAfterCents).toBe(1_500_00 - 33_33);
    expect(s.realizedPnlCents).toBe(0);
    expect(Math.abs(s.valueAfterCents - s.valueBeforeCents)).toBeLessThanOrEqual(0.5);
  });

  it('a 1-for-10 reverse split of 25 shares keeps 2 and cashes the other half share; 7 shares are all cash', () => {
    const s = splitPosition({ quantity: 25, costBasisCents: 500_00 }, { from: 10, to: 1 }, 21_37);
    expect(s.quantityAfter).toBe(2);
    expect(s.cashCents).toBe(106_85); // 5 old shares × $21.37
    expect(s.costBasisAfterCents).toBe(400_00);
    expect(s.realizedPnlCents).toBe(106_85 - 100_00);
    const all = splitPosition({ quantity: 7, costBasisCents: 140_00 }, { from: 10, to: 1 }, 21_37);
    expect(all).toMatchObject({ quantityAfter: 0, costBasisAfterCents: 0, cashCents: 149_59 });
  });

  it('a short is split the same way and pays for its fraction (covered at the previous close)', () => {
    const s = splitPosition({ quantity: -15, costBasisCents: -1_650_00 }, { from: 2, to: 3 }, 100_00);
    expect(s.quantityAfter).toBe(-22);
    expect(s.cashCents).toBe(-33_33);
    expect(s.costBasisAfterCents).toBe(-1_650_00 + 36_67);
    expect(s.realizedPnlCents).toBe(-33_33 + 36_67);
  });

  it('keeps value before = value after to the cent and cash + basis − realized for any position and ratio (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5_000, max: 5_000 }).filter((q) => q !== 0),
        fc.integer({ min: 1, max: 900_00 }),
        fc.integer({ min: 1, max: 2_000_00 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (quantity, avgCents, closeCents, from, to) => {
          const basis = quantity * avgCents;
          const s = splitPosition({ quantity, costBasisCents: basis }, { from, to }, closeCents);
          expect(Math.abs(s.valueAfterCents - s.valueBeforeCents)).toBeLessThanOrEqual(0.5);
          expect(s.cashCents + s.costBasisAfterCents - s.realizedPnlCents).toBe(basis);
          expect(Math.sign(s.quantityAfter) * Math.sign(quantity)).toBeGreaterThanOrEqual(0);
          if (s.quantityAfter === 0) expect(s.costBasisAfterCents).toBe(0);
          expect(Math.abs(s.quantityAfter)).toBe(Math.floor((Math.abs(quantity) * to) / from));
        },
      ),
      { seed: 29, numRuns: 500 },
    );
  });

  it('adjusts an open order: quantity × ratio rounded down, prices ÷ ratio to the cent', () => {
    expect(splitOrderTerms({ quantity: 5, limitPriceCents: 300_01, stopPriceCents: null }, { from: 1, to: 2 })).toEqual(
      {
        quantity: 10,
        limitPriceCents: 150_01,
        stopPriceCents: null,
      },
    );
    expect(
      splitOrderTerms({ quantity: 5, limitPriceCents: 20_00, stopPriceCents: 19_00 }, { from: 10, to: 1 }),
    ).toEqual({
      quantity: 0,
      limitPriceCents: 200_00,
      stopPriceCents: 190_00,
    });
  });

  it('reads as "Split 3-for-2: 15 AAPL → 22 AAPL, cash in lieu $33.33"', () => {
    expect(splitEntryText({ symbol: 'AAPL', from: 2, to: 3, quantity: 15, quantityAfter: 22, cashCents: 33_33 })).toBe(
      'Split 3-for-2: 15 AAPL → 22 AAPL, cash in lieu $33.33',
    );
  });
});
