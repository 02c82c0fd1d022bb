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
