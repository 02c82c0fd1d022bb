import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankParticipants } from '../competitions/rank-participants.ts';
import { holdingsExposure } from './holdings-exposure.ts';
import { downsample, measurePerformance, type PerformanceObservation } from './measure-performance.ts';

const HOUR = 3_600_000;
const START = 100_000_00;

/** An observation of a portfolio holding `shares` of SPY (beta 1) and `cashCents`, SPY at `spyCents`. */
function spyOnly(i: number, shares: number, cashCents: number, spyCents: number, netDepositsCents = 0) {
  const held = shares * spyCents;
  const value = cashCents + held;
  return {
    t: i * HOUR,
    day: `d${Math.floor(i / 7)}`,
    valueCents: value,
    netDepositsCents,
    benchmarkCents: spyCents,
    beta: held / value,
    investedWeight: held / value,
  } satisfies PerformanceObservation;
}

function cashOnly(i: number, cashCents: number, spyCents: number, netDepositsCents = 0): PerformanceObservation {
  return { ...spyOnly(i, 0, cashCents, spyCents, netDepositsCents), beta: 0, investedWeight: 0 };
}

const sumOf = (a: ReturnType<typeof measurePerformance>['attribution']) =>
  a.marketPct + a.selectionPct + a.cashPct + a.feesPct + a.dividendsPct;

describe('measurePerformance', () => {
  it.each<[string, PerformanceObservation[], { returnPct: number; benchmarkReturnPct: number }]>([
    ['no history', [], { returnPct: 0, benchmarkReturnPct: 0 }],
    ['one point: the start', [cashOnly(0, START, 500_00)], { returnPct: 0, benchmarkReturnPct: 0 }],
    [
      'all cash while the S&P 500 gains 10 %',
      [cashOnly(0, START, 500_00), cashOnly(1, START, 550_00)],
      { returnPct: 0, benchmarkReturnPct: 10 },
    ],
    [
      'a deposit alone never changes the return',
      [cashOnly(0, START, 500_00), cashOnly(1, START + 50_000_00, 500_00, 50_000_00)],
      { returnPct: 0, benchmarkReturnPct: 0 },
    ],
    [
      'all in SPY: +10 %, then $100,000 deposited, then +10 % on everything: 21 %',
      [
        spyOnly(0, 200, 0, 500_00),
        spyOnly(1, 200, 0, 550_00),
        spyOnly(2, 200, 100_000_00, 550_00, 100_000_00),
        { ...spyOnly(3, 200, 110_000_00, 605_00, 100_000_00) },
      ],
      { returnPct: 21, benchmarkReturnPct: 21 },
    ],
  ])('%s', (_name, observations, expected) => {
    const m = measurePerformance(observations);
    expect(m.returnPct).toBeCloseTo(expected.returnPct, 9);
    expect(m.benchmarkReturnPct).toBeCloseTo(expected.benchmarkReturnPct, 9);
    expect(m.excessReturnPct).toBeCloseTo(expected.returnPct - expected.benchmarkReturnPct, 9);
    expect(sumOf(m.attribution)).toBeCloseTo(m.returnPct, 9);
    if (observations.length > 0) expect(m.points[0]).toMatchObject({ returnPct: 0, benchmarkPct: 0 });
  });

  it('the worked example of ADR 023: 60 % in a beta-1.5 stock, 40 % cash', () => {
    // Start $100,000: $60,000 in a stock of beta 1.5, $40,000 cash. The S&P 500 gains 2 %, the stock 4 %.
    const m = measurePerformance([
      {
        t: 0,
        day: 'a',
        valueCents: START,
        netDepositsCents: 0,
        benchmarkCents: 500_00,
        beta: 0.9,
        investedWeight: 0.6,
      },
      {
        t: HOUR,
        day: 'a',
        valueCents: 102_400_00,
        netDepositsCents: 0,
        benchmarkCents: 510_00,
        beta: 0.9,
        investedWeight: 0.6,
      },
    ]);
    expect(m.returnPct).toBeCloseTo(2.4, 9);
    expect(m.attribution.marketPct).toBeCloseTo(3, 9); // 1.5 × 2 %
    expect(m.attribution.cashPct).toBeCloseTo(-1.2, 9); // 40 % of it missed
    expect(m.attribution.selectionPct).toBeCloseTo(0.6, 9); // 2.4 − 1.8
  });

  it('equals the championships’ time-weighted return (rankParticipants) for the same deposits', () => {
    const m = measurePerformance([
      cashOnly(0, START, 500_00),
      { ...cashOnly(1, 110_000_00, 500_00), beta: 0.5, investedWeight: 0.5 },
      { ...cashOnly(2, 260_000_00, 500_00, 150_000_00), beta: 0.5, investedWeight: 0.5 },
      { ...cashOnly(3, 250_000_00, 500_00, 150_000_00), beta: 0.5, investedWeight: 0.5 },
    ]);
    const [ranked] = rankParticipants(
      [
        {
          userId: 1,
          displayName: 'player',
          startingCashCents: START,
          valueCents: 250_000_00,
          flows: [{ amountCents: 150_000_00, at: new Date(2 * HOUR), valueBeforeCents: 110_000_00 }],
          tradeCount: 1,
          joinedAt: new Date(0),
        },
      ],
      { seasonStart: new Date(0), at: new Date(3 * HOUR) },
    );
    expect(m.returnPct).toBeCloseTo(ranked!.returnFraction * 100, 9);
  });

  it('volatility and Sharpe come from daily returns; fewer than two days have none', () => {
    const day = (i: number, value: number): PerformanceObservation => ({
      ...cashOnly(i * 7, value, 500_00),
      beta: 1,
      investedWeight: 1,
    });
    expect(measurePerformance([day(0, START), day(1, 101_000_00)])).toMatchObject({ volatilityPct: 0, sharpe: null });
    const m = measurePerformance([day(0, START), day(1, 101_000_00), day(2, 99_990_00), day(3, 100_989_90)]);
    // Daily returns +1 %, −1 %, +1 %: sample sd 1.1547 %, annualised × √252.
    expect(m.volatilityPct).toBeCloseTo(1.1547005 * Math.sqrt(252), 4);
    expect(m.sharpe).toBeCloseTo((1 / 3 / 1.1547005) * Math.sqrt(252), 4);
    expect(m.maxDrawdownPct).toBeCloseTo(1, 9);
    expect(m.tradingDays).toBe(4);
  });

  it('property: a deposit never changes the return by itself, and the attribution adds up to it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.nat(300),
        fc.nat(40),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (moves, shares, depositAfter, grow) => {
          // SPY and cash; after observation `depositAfter`, money comes in and is invested in the same proportions.
          const cash = START - shares * 500_00;
          let spy = 500_00;
          const plain: PerformanceObservation[] = [spyOnly(0, shares, cash, spy)];
          const withDeposit = [...plain];
          moves.forEach((move, i) => {
            const n = i + 1;
            if (n - 1 === depositAfter) {
              const before = plain[plain.length - 1]!;
              withDeposit.push({ ...spyOnly(n - 1, shares * grow, cash * grow, spy, before.valueCents * (grow - 1)) });
            }
            spy = Math.max(1, Math.round(spy * (1 + move)));
            plain.push(spyOnly(n, shares, cash, spy));
            const k = n > depositAfter ? grow : 1;
            const moved = withDeposit[withDeposit.length - 1]!.netDepositsCents;
            withDeposit.push(spyOnly(n, shares * k, cash * k, spy, moved));
          });
          const a = measurePerformance(plain);
          const b = measurePerformance(withDeposit);
          expect(b.returnPct).toBeCloseTo(a.returnPct, 6);
          expect(Math.abs(sumOf(b.attribution) - b.returnPct)).toBeLessThanOrEqual(0.01);
          // Only SPY and cash: the S&P 500 and the cash drag explain it all.
          expect(Math.abs(a.attribution.selectionPct)).toBeLessThanOrEqual(0.05);
          expect(Math.abs(b.attribution.selectionPct)).toBeLessThanOrEqual(0.05);
        },
      ),
    );
  });

  it('ADR 029: a dividend over a pay date is return (its own attribution part), a deposit still is not', () => {
    // 200 SPY at $500 + $0 cash; SPY flat. The pay date credits $51 (dividends), then $1,000 is deposited.
    const held = spyOnly(0, 200, 0, 500_00);
    const paid = { ...spyOnly(1, 200, 51_00, 500_00), dividendsCents: 51_00 };
    const deposited = { ...spyOnly(2, 200, 1_051_00, 500_00, 1_000_00), dividendsCents: 51_00 };
    const m = measurePerformance([held, paid, deposited]);
    expect(m.returnPct).toBeCloseTo((51_00 / 100_000_00) * 100, 10);
    expect(m.attribution.dividendsPct).toBeCloseTo(0.051, 10);
    expect(m.attribution.selectionPct).toBeCloseTo(0, 10);
    expect(sumOf(m.attribution)).toBeCloseTo(m.returnPct, 10);
    // The same cash as a deposit: no return.
    const asDeposit = measurePerformance([held, spyOnly(1, 200, 51_00, 500_00, 51_00)]);
    expect(asDeposit.returnPct).toBe(0);
    expect(asDeposit.attribution.dividendsPct).toBe(0);
  });

  it('property: an all-cash portfolio returns 0 and trails the S&P 500 by its whole move', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2_000_00 }), { minLength: 1, maxLength: 30 }), (prices) => {
        const m = measurePerformance(prices.map((p, i) => cashOnly(i, START, p)));
        expect(m.returnPct).toBe(0);
        expect(m.excessReturnPct).toBeCloseTo(-m.benchmarkReturnPct, 9);
        expect(m.volatilityPct).toBe(0);
      }),
    );
  });

  it('property: at most 500 points, the first and the last kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 2, max: 600 }), (n, max) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const out = downsample(items, max);
        expect(out.length).toBe(Math.min(n, max));
        expect(out[0]).toBe(0);
        expect(out[out.length - 1]).toBe(n - 1);
        expect(new Set(out).size).toBe(out.length);
      }),
    );
    const long = Array.from({ length: 2_000 }, (_, i) => cashOnly(i, START, 500_00 + i));
    expect(measurePerformance(long).points).toHaveLength(500);
  });
});

describe('holdingsExposure', () => {
  it.each<[string, Parameters<typeof holdingsExposure>, { beta: number; investedWeight: number }]>([
    ['all cash: beta 0', [[], START], { beta: 0, investedWeight: 0 }],
    ['all SPY: beta 1', [[{ valueCents: START, beta: 1, sector: 'ETF' }], START], { beta: 1, investedWeight: 1 }],
    [
      'half in a beta-1.6 stock: 0.8',
      [[{ valueCents: START / 2, beta: 1.6, sector: 'Technology' }], START],
      { beta: 0.8, investedWeight: 0.5 },
    ],
    [
      'a short counts negative',
      [[{ valueCents: -START / 4, beta: 1.2, sector: 'Energy' }], START],
      { beta: -0.3, investedWeight: 0.25 },
    ],
    [
      'an unknown beta counts as the market’s',
      [[{ valueCents: START / 2, beta: null, sector: 'Energy' }], START],
      { beta: 0.5, investedWeight: 0.5 },
    ],
  ])('%s', (_name, args, expected) => {
    const e = holdingsExposure(...args);
    expect(e.beta).toBeCloseTo(expected.beta, 12);
    expect(e.investedWeight).toBeCloseTo(expected.investedWeight, 12);
  });

  it('property: the sector weights add up to 100 % of the holdings', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            valueCents: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((v) => v !== 0),
            beta: fc.option(fc.double({ min: -1, max: 3, noNaN: true })),
            sector: fc.constantFrom('Technology', 'Energy', 'ETF', 'Health Care'),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (holdings) => {
          const e = holdingsExposure(holdings, START);
          expect(e.sectors.reduce((s, x) => s + x.weightPct, 0)).toBeCloseTo(100, 9);
        },
      ),
    );
  });
});
