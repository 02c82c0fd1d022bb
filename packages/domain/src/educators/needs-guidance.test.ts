import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOnlyRisk, investedCapitalCents, needsGuidance, type StudentRisk } from './needs-guidance.ts';

const student = (over: Partial<StudentRisk> = {}): StudentRisk => ({ ...cashOnlyRisk(10_000_000), ...over });
const stock = (symbol: string, marketValueCents: number) => ({ symbol, marketValueCents });

describe('needsGuidance', () => {
  it.each([
    ['a student holding only cash', {}, []],
    [
      'a spread portfolio: three stocks of 30 %',
      { holdings: [stock('AAPL', 3e6), stock('MSFT', 3e6), stock('KO', 3e6)] },
      [],
    ],
    ['exactly 60 % in one stock', { holdings: [stock('TSLA', 6_000_000)] }, []],
    ['just over 60 % in one stock', { holdings: [stock('TSLA', 6_000_001)] }, ['concentrated']],
    [
      'two lots of one stock adding up past 60 %',
      { holdings: [stock('NVDA', 4e6), stock('NVDA', 3e6)] },
      ['concentrated'],
    ],
    [
      'a short worth more than 60 % of the value (a liability)',
      { holdings: [stock('TSLA', -6_000_001)] },
      ['concentrated'],
    ],
    ['a short of exactly 60 %', { holdings: [stock('TSLA', -6_000_000)] }, []],
    [
      '98 % in one stock, still flagged after a $150,000 deposit kept as cash',
      {
        valueCents: 25_000_000,
        cashCents: 15_200_000,
        netDepositsCents: 15_000_000,
        holdings: [stock('AAPL', 9_800_000)],
      },
      ['concentrated'],
    ],
    [
      'the same deposit spent on two more stocks: 98,000 of 248,000 invested',
      {
        valueCents: 25_000_000,
        cashCents: 200_000,
        netDepositsCents: 15_000_000,
        holdings: [stock('AAPL', 9_800_000), stock('MSFT', 7_500_000), stock('KO', 7_500_000)],
      },
      [],
    ],
    ['exactly 20 % below the peak unit value', { unitValue: 0.8 }, []],
    ['just over 20 % below the peak unit value', { unitValue: 0.799_999_9 }, ['deep_drawdown']],
    ['20 % below a peak of 1.25', { unitValue: 1, peakUnitValue: 1.25 }, []],
    ['everything lost', { unitValue: 0 }, ['deep_drawdown']],
    [
      'a fall hidden in raw values by a deposit (value above its old peak, unit value 25 % down)',
      { valueCents: 17_500_000, netDepositsCents: 10_000_000, unitValue: 0.75 },
      ['deep_drawdown'],
    ],
    ['a peak older than today’s higher unit value', { unitValue: 1.2, peakUnitValue: 1 }, []],
    ['70 trades in 7 days (10 a day)', { tradesLast7Days: 70 }, []],
    ['71 trades in 7 days', { tradesLast7Days: 71 }, ['overtrading']],
    [
      'all three at once, in the documented order',
      { valueCents: 7_000_000, unitValue: 0.7, holdings: [stock('GME', 6_500_000)], tradesLast7Days: 200 },
      ['concentrated', 'deep_drawdown', 'overtrading'],
    ],
  ])('judges %s', (_, over, reasons) => {
    expect(needsGuidance(student(over))).toEqual({ needsGuidance: reasons.length > 0, reasons });
  });

  // Cash below zero is a debt: a deposit that pays it is invested, so cash starts at 0 here.
  it('gives the same reasons before and after a deposit kept as cash (property)', () => {
    const riskArb = fc.record({
      valueCents: fc.integer({ min: 0, max: 1e9 }),
      cashCents: fc.integer({ min: 0, max: 1e9 }),
      netDepositsCents: fc.integer({ min: 0, max: 1e9 }),
      holdings: fc.array(
        fc.record({ symbol: fc.constantFrom('A', 'B', 'C'), marketValueCents: fc.integer({ min: -1e9, max: 1e9 }) }),
      ),
      unitValue: fc.double({ min: 0, max: 10, noNaN: true }),
      peakUnitValue: fc.double({ min: 0, max: 10, noNaN: true }),
      tradesLast7Days: fc.nat({ max: 200 }),
    });
    fc.assert(
      fc.property(riskArb, fc.integer({ min: 1, max: 1e9 }), (risk, deposit) => {
        const after = {
          ...risk,
          valueCents: risk.valueCents + deposit,
          cashCents: risk.cashCents + deposit,
          netDepositsCents: risk.netDepositsCents + deposit,
        };
        expect(investedCapitalCents(after)).toBe(investedCapitalCents(risk));
        expect(needsGuidance(after)).toEqual(needsGuidance(risk));
      }),
    );
  });
});
