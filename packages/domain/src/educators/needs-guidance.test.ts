import { describe, expect, it } from 'vitest';
import { needsGuidance, type StudentRisk } from './needs-guidance.ts';

const student = (over: Partial<StudentRisk> = {}): StudentRisk => ({
  valueCents: 10_000_000,
  holdings: [],
  peakValueCents: 10_000_000,
  tradesLast7Days: 0,
  ...over,
});
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
      'a short worth more than 60 % of the value (a liability, issue 17)',
      { holdings: [stock('TSLA', -6_000_001)] },
      ['concentrated'],
    ],
    ['a short of exactly 60 %', { holdings: [stock('TSLA', -6_000_000)] }, []],
    ['exactly 20 % below the peak', { valueCents: 8_000_000 }, []],
    ['just over 20 % below the peak', { valueCents: 7_999_999 }, ['deep_drawdown']],
    ['everything lost', { valueCents: 0 }, ['deep_drawdown']],
    ['a peak older than today’s higher value', { valueCents: 12_000_000, peakValueCents: 10_000_000 }, []],
    ['70 trades in 7 days (10 a day)', { tradesLast7Days: 70 }, []],
    ['71 trades in 7 days', { tradesLast7Days: 71 }, ['overtrading']],
    [
      'all three at once, in the documented order',
      { valueCents: 7_000_000, holdings: [stock('GME', 6_500_000)], tradesLast7Days: 200 },
      ['concentrated', 'deep_drawdown', 'overtrading'],
    ],
  ])('judges %s', (_, over, reasons) => {
    expect(needsGuidance(student(over))).toEqual({ needsGuidance: reasons.length > 0, reasons });
  });
});
