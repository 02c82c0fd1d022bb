import { describe, expect, it } from 'vitest';
import { type BookOrder, createOrderBook } from '../../src/modules/orders/order-book.ts';

const order = (id: number, o: Partial<BookOrder>): BookOrder => ({
  id,
  userId: 1,
  portfolioId: 1,
  competitionId: 0,
  season: 0,
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  quantity: 1,
  limitPriceCents: 150_00,
  stopPriceCents: null,
  reservedCashCents: 150_00,
  reservedShares: 0,
  activeFrom: 0,
  expiresAt: 1,
  ...o,
});

describe('order book', () => {
  it('keeps market orders queued for the open: any price reaches them, in placing order, before the levels', () => {
    const book = createOrderBook();
    book.put(order(3, { type: 'market', limitPriceCents: null }));
    book.put(order(1, { limitPriceCents: 150_00 }));
    book.put(order(2, { type: 'market', side: 'sell', limitPriceCents: null }));
    expect(book.symbols()).toEqual(['AAPL']);
    expect(book.size()).toBe(3);
    expect(book.reached('AAPL', 999_00).map((o) => o.id)).toEqual([2, 3]);
    expect(book.reached('AAPL', 149_00).map((o) => o.id)).toEqual([2, 3, 1]);
    book.remove(2);
    book.put(order(3, { type: 'market', limitPriceCents: null, quantity: 5 })); // replaced, not doubled
    expect(book.reached('AAPL', 999_00)).toMatchObject([{ id: 3, quantity: 5 }]);
    book.remove(3);
    book.remove(1);
    expect([book.symbols(), book.size(), book.get(3)]).toEqual([[], 0, undefined]);
  });

  it('keeps a replay event’s orders in its own market: the live prices never reach them (ADR 025)', () => {
    const book = createOrderBook();
    book.put(order(1, { competitionId: 7, limitPriceCents: 100_00 }));
    book.put(order(2, { limitPriceCents: 100_00 }));
    expect(book.competitions().sort()).toEqual([0, 7]);
    book.ownMarket(7); // the orders already in the book move to its market
    book.put(order(3, { competitionId: 7, limitPriceCents: 90_00 })); // and those put later go there
    expect(book.ownMarkets()).toEqual([7]);
    expect(book.symbols()).toEqual(['AAPL']);
    expect(book.reached('AAPL', 80_00).map((o) => o.id)).toEqual([2]);
    expect(book.reached('AAPL', 80_00, 7).map((o) => o.id)).toEqual([1, 3]);
    book.remove(1);
    book.remove(3);
    expect([book.symbols(7), book.competitions()]).toEqual([[], [0]]);
  });
});
