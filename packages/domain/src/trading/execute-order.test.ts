import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeOrder, type Holding } from './execute-order.ts';
import type { TradeSide } from './orders/order-constants.ts';
import { valuePortfolio } from './value-portfolio.ts';

const START = 10_000_000;

interface Book {
  cashCents: number;
  realizedPnlCents: number;
  holdings: Map<string, Holding>;
}

function buildBook(overrides: Partial<Book> = {}): Book {
  return { cashCents: START, realizedPnlCents: 0, holdings: new Map(), ...overrides };
}

/** Applies one order to the book the way the server does; returns the outcome. */
function trade(book: Book, side: TradeSide, symbol: string, quantity: number, priceCents: number) {
  const outcome = executeOrder({
    cashCents: book.cashCents,
    holding: book.holdings.get(symbol) ?? null,
    side,
    quantity,
    priceCents,
  });
  if (outcome.ok) {
    book.cashCents = outcome.fill.cashAfterCents;
    book.realizedPnlCents += outcome.fill.realizedPnlCents;
    if (outcome.fill.holdingAfter) book.holdings.set(symbol, outcome.fill.holdingAfter);
    else book.holdings.delete(symbol);
  }
  return outcome;
}

function expectLedgerBalances(book: Book) {
  const basis = [...book.holdings.values()].reduce((s, h) => s + h.costBasisCents, 0);
  expect(book.cashCents + basis).toBe(START + book.realizedPnlCents);
  expect(book.cashCents).toBeGreaterThanOrEqual(0);
  for (const h of book.holdings.values()) {
    expect(h.quantity).toBeGreaterThan(0);
    expect(Number.isInteger(h.costBasisCents)).toBe(true);
  }
}

type Step = [TradeSide, string, number, number];
const scenarios: {
  name: string;
  steps: Step[];
  cash: number;
  realized: number;
  holdings: Record<string, Holding>;
  marks: Record<string, number>;
  unrealized: number;
}[] = [
  {
    name: 'a buy moves cash into a position at cost',
    steps: [['buy', 'AAPL', 10, 15_000]],
    cash: START - 150_000,
    realized: 0,
    holdings: { AAPL: { quantity: 10, costBasisCents: 150_000 } },
    marks: { AAPL: 16_000 },
    unrealized: 10_000,
  },
  {
    name: 'adding to a position averages the cost',
    steps: [
      ['buy', 'AAPL', 10, 10_000],
      ['buy', 'AAPL', 10, 20_000],
    ],
    cash: START - 300_000,
    realized: 0,
    holdings: { AAPL: { quantity: 20, costBasisCents: 300_000 } },
    marks: { AAPL: 15_000 },
    unrealized: 0,
  },
  {
    name: 'a partial sell realizes profit at average cost and keeps the rest of the basis',
    steps: [
      ['buy', 'MSFT', 10, 10_000],
      ['buy', 'MSFT', 10, 20_000],
      ['sell', 'MSFT', 5, 25_000],
    ],
    cash: START - 300_000 + 125_000,
    realized: 125_000 - 75_000,
    holdings: { MSFT: { quantity: 15, costBasisCents: 225_000 } },
    marks: { MSFT: 25_000 },
    unrealized: 375_000 - 225_000,
  },
  {
    name: 'a full sell closes the position and realizes the whole difference',
    steps: [
      ['buy', 'NVDA', 3, 33_333],
      ['sell', 'NVDA', 3, 40_000],
    ],
    cash: START - 99_999 + 120_000,
    realized: 20_001,
    holdings: {},
    marks: {},
    unrealized: 0,
  },
  {
    name: 'selling below cost realizes a loss',
    steps: [
      ['buy', 'TSLA', 100, 25_000],
      ['sell', 'TSLA', 40, 20_000],
    ],
    cash: START - 2_500_000 + 800_000,
    realized: -200_000,
    holdings: { TSLA: { quantity: 60, costBasisCents: 1_500_000 } },
    marks: { TSLA: 20_000 },
    unrealized: -300_000,
  },
  {
    name: 'a round trip at the same price costs nothing (no fees)',
    steps: [
      ['buy', 'SPY', 7, 45_123],
      ['sell', 'SPY', 7, 45_123],
    ],
    cash: START,
    realized: 0,
    holdings: {},
    marks: {},
    unrealized: 0,
  },
  {
    name: 'uneven partial sells round the basis half up and still close to exactly zero',
    steps: [
      ['buy', 'AMD', 3, 10_001],
      ['sell', 'AMD', 1, 10_001],
      ['sell', 'AMD', 1, 10_001],
      ['sell', 'AMD', 1, 10_001],
    ],
    cash: START,
    realized: 0,
    holdings: {},
    marks: {},
    unrealized: 0,
  },
];

describe('executeOrder scenarios', () => {
  for (const s of scenarios) {
    it(s.name, () => {
      const book = buildBook();
      for (const [side, symbol, qty, price] of s.steps) expect(trade(book, side, symbol, qty, price).ok).toBe(true);
      expect(book.cashCents).toBe(s.cash);
      expect(book.realizedPnlCents).toBe(s.realized);
      expect(Object.fromEntries(book.holdings)).toEqual(s.holdings);
      const marks = new Map(Object.entries(s.marks).map(([k, v]) => [k, { priceCents: v, previousCloseCents: v }]));
      const lots = [...book.holdings].map(([symbol, h]) => ({ symbol, ...h }));
      const ledger = {
        cashCents: book.cashCents,
        startingCashCents: START,
        netDepositsCents: 0,
        realizedPnlCents: book.realizedPnlCents,
        winningSells: 0,
        totalSells: 0,
        totalTrades: 0,
      };
      const v = valuePortfolio(ledger, lots, marks);
      expect(v.unrealizedPnlCents).toBe(s.unrealized);
      expect(v.totalPnlCents).toBe(s.realized + s.unrealized);
      expect(v.profitCents).toBe(v.totalPnlCents);
      expectLedgerBalances(book);
    });
  }
});

describe('executeOrder rejections', () => {
  it('refuses a buy that costs more than the cash, naming the cost and the cash', () => {
    const r = executeOrder({ cashCents: 999, holding: null, side: 'buy', quantity: 1, priceCents: 1_000 });
    expect(r).toEqual({ ok: false, reason: 'insufficient-cash', costCents: 1_000, cashCents: 999 });
  });

  it('allows a buy that spends the cash to the last cent', () => {
    const r = executeOrder({ cashCents: 1_000, holding: null, side: 'buy', quantity: 2, priceCents: 500 });
    expect(r.ok && r.fill.cashAfterCents).toBe(0);
  });

  it('refuses to sell more than held, naming the held quantity', () => {
    const holding = { quantity: 5, costBasisCents: 5_000 };
    expect(executeOrder({ cashCents: 0, holding, side: 'sell', quantity: 6, priceCents: 1 })).toEqual({
      ok: false,
      reason: 'insufficient-shares',
      heldQuantity: 5,
    });
    expect(executeOrder({ cashCents: 0, holding: null, side: 'sell', quantity: 1, priceCents: 1 })).toMatchObject({
      heldQuantity: 0,
    });
  });

  it('refuses zero, negative and fractional quantities and non-positive prices', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(executeOrder({ cashCents: 1e7, holding: null, side: 'buy', quantity, priceCents: 100 })).toEqual({
        ok: false,
        reason: 'invalid-quantity',
      });
    }
    expect(executeOrder({ cashCents: 1e7, holding: null, side: 'buy', quantity: 1, priceCents: 0 })).toEqual({
      ok: false,
      reason: 'invalid-price',
    });
  });
});

describe('executeOrder properties', () => {
  const order = fc.record({
    side: fc.constantFrom<TradeSide>('buy', 'sell'),
    symbol: fc.constantFrom('AAPL', 'MSFT', 'TSLA'),
    quantity: fc.integer({ min: 1, max: 2_000 }),
    priceCents: fc.integer({ min: 1, max: 500_000 }),
  });

  it('keeps cash + open cost basis = starting cash + realized P&L, with no negative cash or quantity, for any order sequence', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 60 }), (orders) => {
        const book = buildBook();
        for (const o of orders) trade(book, o.side, o.symbol, o.quantity, o.priceCents);
        expectLedgerBalances(book);
      }),
      { numRuns: 300 },
    );
  });

  it('makes a position closed share by share realize exactly its proceeds minus its whole basis', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ quantity: fc.integer({ min: 1, max: 50 }), priceCents: fc.integer({ min: 1, max: 99_999 }) }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        (buys) => {
          const book = buildBook({ cashCents: 1e12 });
          for (const b of buys) trade(book, 'buy', 'X', b.quantity, b.priceCents);
          const h = book.holdings.get('X')!;
          const before = book.realizedPnlCents;
          // Sell one share at a time at the rounded average: the total realized is exactly proceeds − basis.
          let proceeds = 0;
          const avg = Math.round(h.costBasisCents / h.quantity);
          for (let q = h.quantity; q > 0; q--) {
            trade(book, 'sell', 'X', 1, avg);
            proceeds += avg;
          }
          expect(book.holdings.has('X')).toBe(false);
          expect(book.realizedPnlCents - before).toBe(proceeds - h.costBasisCents);
        },
      ),
    );
  });
});
