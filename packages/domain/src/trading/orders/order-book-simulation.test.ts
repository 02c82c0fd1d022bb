import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeOrder, type Holding } from '../execute-order.ts';
import { valuePortfolio } from '../value-portfolio.ts';
import { checkFillFunds } from './check-fill-funds.ts';
import { evaluateOrder, type PriceObservation } from './evaluate-order.ts';
import { marginCall } from './margin-call.ts';
import { ORDER_TYPES, TRADE_SIDES } from './order-constants.ts';
import type { OrderFundsSnapshot } from './order-funds-rejection.ts';
import type { OrderReservation } from './order-reservation.ts';
import type { OrderTerms } from './order-terms.ts';
import { reserveOrder } from './reserve-order.ts';
import { shortMarginStatus } from './short-margin-status.ts';
import { validateOrder } from './validate-order.ts';

/**
 * A small in-memory order book driven only by the domain functions, the way the server is meant to wire them:
 * place (validate, reserve, match at once), ticks and gapping opens (match, then the margin call), cancels and
 * the close (day orders expire). After every step the accounting identity and the reservation rules must hold.
 */
const START = 1_000_000;
const SYMBOLS = ['AAA', 'BBB', 'CCC'] as const;

interface OpenOrder {
  id: number;
  symbol: string;
  terms: OrderTerms;
  reservation: OrderReservation;
}

class Book {
  cash = START;
  realized = 0;
  longs = new Map<string, Holding>();
  shorts = new Map<string, Holding>();
  marks = new Map<string, number>(SYMBOLS.map((s) => [s, 10_000]));
  orders = new Map<number, OpenOrder>();
  nextId = 1;
  fills = 0;
  marginCalls = 0;

  snapshot(symbol: string): OrderFundsSnapshot {
    const open = [...this.orders.values()];
    const ofSymbol = (side: string) => open.filter((o) => o.symbol === symbol && o.terms.side === side);
    return {
      symbol,
      cashCents: this.cash,
      reservedCashCents: open.reduce((s, o) => s + o.reservation.cashCents, 0),
      shortMarketValueCents: this.value().shortMarketValueCents,
      longQuantity: this.longs.get(symbol)?.quantity ?? 0,
      shortQuantity: this.shorts.get(symbol)?.quantity ?? 0,
      reservedLongQuantity: ofSymbol('sell').reduce((s, o) => s + o.reservation.shares, 0),
      reservedShortQuantity: ofSymbol('cover').reduce((s, o) => s + o.reservation.shares, 0),
    };
  }

  lots(map: Map<string, Holding>) {
    return [...map].map(([symbol, h]) => ({ symbol, ...h }));
  }

  /** The portfolio as the engine values it: shorts as negative lots (ADR 016). */
  value() {
    const shorts = this.lots(this.shorts).map((l) => ({
      ...l,
      quantity: -l.quantity,
      costBasisCents: -l.costBasisCents,
    }));
    const marks = new Map([...this.marks].map(([s, p]) => [s, { priceCents: p, previousCloseCents: p }]));
    const ledger = {
      cashCents: this.cash,
      startingCashCents: START,
      netDepositsCents: 0,
      realizedPnlCents: this.realized,
      winningSells: 0,
      totalSells: 0,
      totalTrades: 0,
    };
    return valuePortfolio(ledger, [...this.lots(this.longs), ...shorts], marks);
  }

  place(request: Parameters<typeof validateOrder>[0] & { symbol: string }) {
    const valid = validateOrder(request);
    if (!valid.ok) return;
    const mark = this.marks.get(request.symbol)!;
    const placed = reserveOrder(this.snapshot(request.symbol), valid.order, mark);
    if (!placed.ok) return;
    const id = this.nextId++;
    this.orders.set(id, { id, symbol: request.symbol, terms: valid.order, reservation: placed.reservation });
    this.match(request.symbol, { priceCents: mark, kind: 'tick' });
  }

  move(symbol: string, priceCents: number, kind: PriceObservation['kind']) {
    this.marks.set(symbol, priceCents);
    this.match(symbol, { priceCents, kind });
    this.marginCheck();
  }

  match(symbol: string, observation: PriceObservation) {
    for (const order of [...this.orders.values()].filter((o) => o.symbol === symbol)) {
      if (!this.orders.has(order.id)) continue;
      const r = evaluateOrder(order.terms, observation);
      if (r.outcome === 'trigger') order.terms = r.becomes;
      if (r.outcome !== 'fill') continue;
      const fill = { side: order.terms.side, quantity: order.terms.quantity, priceCents: r.priceCents };
      const funds = checkFillFunds(this.snapshot(symbol), fill, order.reservation);
      this.orders.delete(order.id); // filled or rejected: the reservation is released either way
      if (funds.ok) this.fill(symbol, fill.side, fill.quantity, fill.priceCents);
    }
  }

  fill(symbol: string, side: OrderTerms['side'], quantity: number, priceCents: number) {
    const before = this.value().totalValueCents;
    if (side === 'buy' || side === 'sell') {
      const r = executeOrder({
        cashCents: this.cash,
        holding: this.longs.get(symbol) ?? null,
        side,
        quantity,
        priceCents,
      });
      if (!r.ok) throw new Error(`checked fill refused: ${r.reason}`);
      this.cash = r.fill.cashAfterCents;
      this.realized += r.fill.realizedPnlCents;
      if (r.fill.holdingAfter) this.longs.set(symbol, r.fill.holdingAfter);
      else this.longs.delete(symbol);
    } else {
      const short = this.shorts.get(symbol);
      const r = executeOrder({
        cashCents: this.cash,
        holding: short ? { quantity: -short.quantity, costBasisCents: -short.costBasisCents } : null,
        side,
        quantity,
        priceCents,
      });
      if (!r.ok) throw new Error(`checked fill refused: ${r.reason}`);
      this.cash = r.fill.cashAfterCents;
      this.realized += r.fill.realizedPnlCents;
      const after = r.fill.holdingAfter;
      if (after) this.shorts.set(symbol, { quantity: -after.quantity, costBasisCents: -after.costBasisCents });
      else this.shorts.delete(symbol);
    }
    this.fills++;
    // No fees, and the mark is the fill price: a fill moves value between cash and positions, never creates it.
    expect(this.value().totalValueCents).toBe(before);
  }

  marginCheck() {
    const shorts = [...this.shorts].map(([symbol, h]) => ({ symbol, ...h, priceCents: this.marks.get(symbol)! }));
    const call = marginCall({
      cashCents: this.cash,
      shorts,
      openOrders: [...this.orders.values()].map((o) => ({ id: o.id, side: o.terms.side })),
    });
    if (!call) return;
    this.marginCalls++;
    for (const id of call.cancelOrderIds) this.orders.delete(id);
    for (const c of call.covers) this.fill(c.symbol, 'cover', c.quantity, c.priceCents);
    const after = shortMarginStatus(this.cash, this.value().shortMarketValueCents);
    if (call.restored) expect(this.cash).toBeGreaterThanOrEqual(after.initialRequirementCents);
    else for (const [symbol] of this.shorts) expect(this.cash).toBeLessThan(this.marks.get(symbol)!);
  }

  close() {
    for (const o of [...this.orders.values()]) if (o.terms.timeInForce === 'day') this.orders.delete(o.id);
  }

  expectConsistent() {
    const basis = (m: Map<string, Holding>) => [...m.values()].reduce((s, h) => s + h.costBasisCents, 0);
    expect(this.cash + basis(this.longs) - basis(this.shorts)).toBe(START + this.realized);
    expect(this.cash).toBeGreaterThanOrEqual(0);
    const v = this.value();
    expect(v.totalValueCents - START).toBe(this.realized + v.unrealizedPnlCents);
    for (const symbol of SYMBOLS) {
      const s = this.snapshot(symbol);
      expect(s.reservedCashCents).toBeLessThanOrEqual(s.cashCents);
      expect(s.reservedLongQuantity).toBeLessThanOrEqual(s.longQuantity);
      expect(s.reservedShortQuantity).toBeLessThanOrEqual(s.shortQuantity);
      expect(s.longQuantity === 0 || s.shortQuantity === 0).toBe(true);
    }
    for (const h of [...this.longs.values(), ...this.shorts.values()]) expect(h.quantity).toBeGreaterThan(0);
  }
}

const symbol = fc.constantFrom(...SYMBOLS);
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      symbol,
      side: fc.constantFrom(...TRADE_SIDES),
      type: fc.constantFrom(...ORDER_TYPES),
      quantity: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 30, max: 150 })),
      limitPercent: fc.integer({ min: -15, max: 15 }),
      stopPercent: fc.integer({ min: -15, max: 15 }),
      timeInForce: fc.constantFrom('day', 'gtc'),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), symbol, percent: fc.integer({ min: -6, max: 6 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      gaps: fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 3, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

const moved = (price: number, percent: number) => Math.max(1, Math.round((price * (100 + percent)) / 100));

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function run(steps: Step[]) {
  const book = new Book();
  for (const s of steps) {
    if (s.kind === 'place') {
      const mark = book.marks.get(s.symbol)!;
      book.place({
        ...s,
        limitPriceCents: s.type === 'limit' || s.type === 'stop_limit' ? moved(mark, s.limitPercent) : null,
        stopPriceCents: s.type === 'stop' || s.type === 'stop_limit' ? moved(mark, s.stopPercent) : null,
        shortSellingAllowed: true,
      });
    } else if (s.kind === 'tick') book.move(s.symbol, moved(book.marks.get(s.symbol)!, s.percent), 'tick');
    else if (s.kind === 'open') {
      book.close();
      for (const [i, sym] of SYMBOLS.entries()) book.move(sym, moved(book.marks.get(sym)!, s.gaps[i]!), 'open');
    } else {
      const ids = [...book.orders.keys()];
      if (ids.length > 0) book.orders.delete(ids[s.pick % ids.length]!);
    }
    book.expectConsistent();
  }
  return book;
}

describe('an order book of every order type, driven by the domain rules', () => {
  it('keeps cash + long basis − short basis = start + realized, value = start + realized + unrealized, cash ≥ 0, reserved ≤ cash and reserved shares ≤ held, for any sequence', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => void run(steps)),
      { numRuns: 400, seed: 17 },
    );
  });

  it('actually fills orders and makes margin calls along the way (the property is not vacuous)', () => {
    let fills = 0;
    let shorted = 0;
    let marginCalls = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 40, maxLength: 80 }), (steps) => {
        const book = run(steps);
        fills += book.fills;
        shorted += book.shorts.size;
        marginCalls += book.marginCalls;
      }),
      { numRuns: 100, seed: 42 },
    );
    expect(fills).toBeGreaterThan(300);
    expect(shorted).toBeGreaterThan(10);
    expect(marginCalls).toBeGreaterThan(5);
    // 100 runs of up to 80 orders: a few seconds alone, more on a loaded machine.
  }, 60_000);
});
