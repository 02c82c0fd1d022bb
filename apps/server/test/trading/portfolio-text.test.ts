import { PortfolioSummarySchema } from '@tradearena/contracts';
import type { PortfolioValuation, ValuedPosition } from '@tradearena/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dollarsText,
  portfolioSummaryText,
  toPortfolioSummaryJson,
} from '../../src/modules/portfolio/to-portfolio-json.ts';

const cents = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.constantFrom(0, -0, 1, -1, 5, 10, 99, 100, 101, -5, -10, -100, 0.5, -0.5, 1.5, 12_345.5),
);
const percent = fc.double({ min: -1e6, max: 1e6, noNaN: true });

const position: fc.Arbitrary<ValuedPosition> = fc.record({
  symbol: fc.oneof(fc.stringMatching(/^[A-Z][A-Z0-9.-]{0,7}$/), fc.string({ unit: 'grapheme', maxLength: 6 })),
  quantity: fc.oneof(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: -999_999, max: -1 })),
  costBasisCents: cents,
  averagePriceCents: cents,
  priceCents: cents,
  marketValueCents: cents,
  unrealizedPnlCents: cents,
  unrealizedPnlPercent: percent,
  dayBaseCents: cents,
  dayChangeCents: cents,
  dayChangePercent: percent,
  priced: fc.boolean(),
});

const valuation: fc.Arbitrary<PortfolioValuation> = fc.record({
  cashCents: cents,
  marketValueCents: cents,
  totalValueCents: cents,
  realizedPnlCents: cents,
  unrealizedPnlCents: cents,
  totalPnlCents: cents,
  dayChangeCents: cents,
  profitCents: cents,
  returnPercent: percent,
  winRatePercent: fc.double({ min: 0, max: 100, noNaN: true }),
  winningTrades: fc.nat(),
  closedTrades: fc.nat(),
  totalTrades: fc.nat(),
  reservedCashCents: cents,
  shortMarketValueCents: cents,
  buyingPowerCents: cents,
  shortSellingPowerCents: cents,
  positions: fc.array(position, { maxLength: 40 }),
});

/** The hand-written JSON of GET /api/portfolio is exactly JSON.stringify of the contract object. */
describe('portfolio summary JSON text', () => {
  it('equals JSON.stringify(toPortfolioSummaryJson(v)) byte for byte, and meets the contract', () => {
    fc.assert(
      fc.property(valuation, (v) => {
        const text = portfolioSummaryText(v);
        expect(text).toBe(JSON.stringify(toPortfolioSummaryJson(v)));
        expect(PortfolioSummarySchema.safeParse(JSON.parse(text)).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('prints amounts from whole cents', () => {
    expect([0, -0, 5, 50, 105, 110, -1, -110, 123_456_789, 0.4, -0.6].map(dollarsText)).toEqual([
      '0',
      '0',
      '0.05',
      '0.5',
      '1.05',
      '1.1',
      '-0.01',
      '-1.1',
      '1234567.89',
      '0',
      '-0.01',
    ]);
  });

  it('refuses an amount with no JSON form rather than sending broken JSON', () => {
    expect(() => dollarsText(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
