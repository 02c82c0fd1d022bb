import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayChangeBase, dayChangeOf, type TodaysFill } from './day-change.ts';
import { valuePortfolio } from './value-portfolio.ts';

// Previous close $100.00, price now $101.00.
const PREV = 10_000;
const NOW = 10_100;

describe('day change: from the fill for shares opened today, from the previous close otherwise', () => {
  const cases: { name: string; quantity: number; fills: TodaysFill[]; cents: number; percent: number }[] = [
    { name: 'held from yesterday', quantity: 10, fills: [], cents: 1_000, percent: 1 },
    {
      name: 'bought today at $100.50',
      quantity: 10,
      fills: [{ quantity: 10, priceCents: 10_050 }],
      cents: 500,
      percent: 0.4975,
    },
    // 10 held from yesterday (+$1 each) + 10 bought today at $102 (−$1 each).
    { name: 'added to today', quantity: 20, fills: [{ quantity: 10, priceCents: 10_200 }], cents: 0, percent: 0 },
    // 10 held, 4 sold today: the 6 left are yesterday's shares.
    { name: 'sold part today', quantity: 6, fills: [{ quantity: -4, priceCents: 10_080 }], cents: 600, percent: 1 },
    // Short 10 at $100.50 today, now $101: the short lost $5.
    {
      name: 'short opened today',
      quantity: -10,
      fills: [{ quantity: -10, priceCents: 10_050 }],
      cents: -500,
      percent: -0.4975,
    },
    { name: 'short held from yesterday', quantity: -10, fills: [], cents: -1_000, percent: -1 },
    // Bought 10 at $100.20 and 10 at $100.60 today, sold 15 today (first in, first out): 5 left at $100.60.
    {
      name: 'bought twice and sold most today',
      quantity: 5,
      fills: [
        { quantity: 10, priceCents: 10_020 },
        { quantity: 10, priceCents: 10_060 },
        { quantity: -15, priceCents: 10_090 },
      ],
      cents: 200,
      percent: 0.3976,
    },
  ];
  it.each(cases)('$name', ({ quantity, fills, cents, percent }) => {
    const day = dayChangeOf(quantity, NOW, dayChangeBase(quantity, PREV, fills));
    expect(day.dayChangeCents).toBe(cents);
    expect(day.dayChangePercent).toBeCloseTo(percent, 3);
  });

  it('values a portfolio with today’s fills: Today’s P&L never contradicts the unrealized P&L of a new buy', () => {
    const ledger = {
      cashCents: 0,
      startingCashCents: 100_500,
      netDepositsCents: 0,
      realizedPnlCents: 0,
      winningSells: 0,
      totalSells: 0,
      totalTrades: 1,
    };
    const lots = [{ symbol: 'AAPL', quantity: 10, costBasisCents: 100_500 }];
    const marks = new Map([['AAPL', { priceCents: NOW, previousCloseCents: PREV }]]);
    const fills = new Map([['AAPL', [{ quantity: 10, priceCents: 10_050 }]]]);
    const [p] = valuePortfolio(ledger, lots, marks, 0, fills).positions;
    expect(p?.dayChangeCents).toBe(500);
    expect(p?.dayChangeCents).toBe(p?.unrealizedPnlCents);
    expect(p?.dayBaseCents).toBe(10_050);
  });
});

/** The rule as first written, one fill at a time with the lots summed again at each (quadratic in the fills). */
function dayChangeBaseAsWritten(quantity: number, previousCloseCents: number, fills: readonly TodaysFill[]): number {
  if (quantity === 0) return previousCloseCents;
  let carried = quantity - fills.reduce((s, f) => s + f.quantity, 0);
  const opened: { quantity: number; priceCents: number }[] = [];
  for (const fill of fills) {
    const side = Math.sign(carried + opened.reduce((s, l) => s + l.quantity, 0));
    if (side === 0 || Math.sign(fill.quantity) === side) {
      opened.push({ ...fill });
      continue;
    }
    let left = Math.abs(fill.quantity);
    const fromCarried = Math.min(left, Math.abs(carried));
    carried -= side * fromCarried;
    left -= fromCarried;
    while (left > 0 && opened.length > 0) {
      const lot = opened[0]!;
      const take = Math.min(left, Math.abs(lot.quantity));
      lot.quantity -= side * take;
      left -= take;
      if (lot.quantity === 0) opened.shift();
    }
    if (left > 0) opened.push({ quantity: -side * left, priceCents: fill.priceCents });
  }
  return (carried * previousCloseCents + opened.reduce((s, l) => s + l.quantity * l.priceCents, 0)) / quantity;
}

describe('the day change base over many fills', () => {
  it('is the rule as first written for any day of fills (one pass instead of one per fill)', () => {
    const fill = fc.record({
      quantity: fc.integer({ min: -50, max: 50 }).filter((q) => q !== 0),
      priceCents: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fill, { maxLength: 60 }),
        (quantity, previousCloseCents, fills) => {
          const expected = dayChangeBaseAsWritten(quantity, previousCloseCents, fills);
          expect(dayChangeBase(quantity, previousCloseCents, fills)).toBeCloseTo(expected, 6);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("counts an active trader's day: 50 held, 2,000 alternating buys and sells of one share", () => {
    const fills: TodaysFill[] = Array.from({ length: 2_000 }, (_, i) => ({
      quantity: i % 2 === 0 ? 1 : -1,
      priceCents: 10_000 + (i % 7),
    }));
    expect(dayChangeBase(50, PREV, fills)).toBeCloseTo(dayChangeBaseAsWritten(50, PREV, fills), 6);
  });
});
