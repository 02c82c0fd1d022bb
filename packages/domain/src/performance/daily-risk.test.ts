import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToDailyRisk, dailyRiskWith, emptyDailyRisk } from './daily-risk.ts';
import { measurePerformance, type PerformanceObservation } from './measure-performance.ts';

const observation = fc.record({
  dayStep: fc.integer({ min: 0, max: 2 }),
  valueCents: fc.integer({ min: -5_000_00, max: 300_000_00 }),
  deposit: fc.oneof(fc.constant(0), fc.integer({ min: -20_000_00, max: 20_000_00 })),
});

function history(steps: { dayStep: number; valueCents: number; deposit: number }[]): PerformanceObservation[] {
  let day = 0;
  let moved = 0;
  return steps.map((s, i) => {
    day += s.dayStep;
    moved += s.deposit;
    return {
      t: i,
      day: `2026-11-${String(day + 1).padStart(2, '0')}`,
      valueCents: s.valueCents,
      netDepositsCents: moved,
      benchmarkCents: 500_00,
      beta: 1,
      investedWeight: 1,
    };
  });
}

describe('daily risk kept in running sums (ADR 023)', () => {
  it('gives measurePerformance’s volatility and trading days for any history and live point', () => {
    fc.assert(
      fc.property(fc.array(observation, { maxLength: 40 }), (steps) => {
        const all = history(steps);
        const past = all.slice(0, -1);
        const live = all[all.length - 1] ?? null;
        const risk = emptyDailyRisk();
        for (const o of past) addToDailyRisk(risk, o);
        const expected = measurePerformance(all);
        const got = dailyRiskWith(risk, live);
        expect(got.tradingDays).toBe(expected.tradingDays);
        // Running sums and the two-pass formula round differently: equal to a part in a billion of the figure
        // (a one-cent start makes returns, and so volatility, of order 10^9 %).
        expect(Math.abs(got.volatilityPct - expected.volatilityPct)).toBeLessThanOrEqual(
          1e-9 * Math.max(1, Math.abs(expected.volatilityPct)),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves the kept sums unchanged by a live point (the next one starts from the same history)', () => {
    const [a, b, c] = history([
      { dayStep: 0, valueCents: 100_000_00, deposit: 0 },
      { dayStep: 1, valueCents: 110_000_00, deposit: 0 },
      { dayStep: 1, valueCents: 99_000_00, deposit: 0 },
    ]);
    const risk = addToDailyRisk(addToDailyRisk(emptyDailyRisk(), a!), b!);
    const before = { ...risk };
    expect(dailyRiskWith(risk, c!).volatilityPct).toBeCloseTo(measurePerformance([a!, b!, c!]).volatilityPct, 9);
    expect(risk).toEqual(before);
    expect(dailyRiskWith(risk, null)).toEqual({ volatilityPct: 0, tradingDays: 2 });
  });
});
