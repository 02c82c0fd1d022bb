import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BenchmarkedStudent, classBenchmarkSummary } from './class-benchmark-summary.ts';

const student = (
  userId: number,
  excessReturnPct: number,
  holdings: { symbol: string; marketValueCents: number }[] = [],
  cashCents = 10_000_000,
): BenchmarkedStudent => ({
  userId,
  name: `S${userId}`,
  excessReturnPct,
  risk: {
    valueCents: cashCents + holdings.reduce((t, h) => t + h.marketValueCents, 0),
    cashCents,
    netDepositsCents: 0,
    holdings,
  },
});

describe('classBenchmarkSummary (the class dashboard against the S&P 500)', () => {
  it('counts who beats the S&P 500, takes the median excess and lists the most concentrated portfolios', () => {
    const summary = classBenchmarkSummary([
      student(1, 2.5, [{ symbol: 'AAPL', marketValueCents: 9_000_000 }], 1_000_000),
      student(
        2,
        -1,
        [
          { symbol: 'XOM', marketValueCents: 3_000_000 },
          { symbol: 'XOM', marketValueCents: 2_000_000 },
          { symbol: 'MSFT', marketValueCents: 1_000_000 },
        ],
        4_000_000,
      ),
      student(3, 0),
      student(4, 4, [{ symbol: 'TSLA', marketValueCents: -2_000_000 }], 12_000_000),
      student(5, 3, [{ symbol: 'SPY', marketValueCents: 1_000_000 }], 9_000_000),
    ]);
    expect(summary).toEqual({
      students: 5,
      beatingBenchmarkPercent: 60,
      medianExcessReturnPct: 2.5,
      mostConcentrated: [
        { userId: 1, name: 'S1', symbol: 'AAPL', positionPercent: 90 },
        { userId: 2, name: 'S2', symbol: 'XOM', positionPercent: 50 },
        { userId: 4, name: 'S4', symbol: 'TSLA', positionPercent: 20 },
      ],
    });
  });

  it('an empty class has no share and no median; an even class takes the mean of the two middle excesses', () => {
    expect(classBenchmarkSummary([])).toEqual({
      students: 0,
      beatingBenchmarkPercent: null,
      medianExcessReturnPct: null,
      mostConcentrated: [],
    });
    expect(
      classBenchmarkSummary([student(1, -2), student(2, 1), student(3, 3), student(4, -5)]).medianExcessReturnPct,
    ).toBe(-0.5);
  });

  it('property: the median lies between the least and the greatest excess, and the share within 0–100', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 1 }), (xs) => {
        const s = classBenchmarkSummary(xs.map((x, i) => student(i + 1, x)));
        expect(s.medianExcessReturnPct!).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(s.medianExcessReturnPct!).toBeLessThanOrEqual(Math.max(...xs));
        expect(s.beatingBenchmarkPercent!).toBeGreaterThanOrEqual(0);
        expect(s.beatingBenchmarkPercent!).toBeLessThanOrEqual(100);
      }),
    );
  });
});
