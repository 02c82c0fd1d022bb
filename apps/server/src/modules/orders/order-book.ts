import {
  isLevelReached,
  orderTriggerLevel,
  type TradeSide,
  type TriggerLevel,
  type WorkingOrder,
} from '@tradearena/domain';

/** An open order as the matcher keeps it (orders table row, with the season of its portfolio). */
export interface BookOrder extends WorkingOrder {
  id: number;
  userId: number;
  portfolioId: number;
  competitionId: number;
  season: number;
  symbol: string;
  side: TradeSide;
  quantity: number;
  reservedCashCents: number;
  reservedShares: number;
  activeFrom: number;
  expiresAt: number;
}

export interface OrderBook {
  /** Adds or replaces an open order (by id). */
  put(order: BookOrder): void;
  remove(orderId: number): void;
  get(orderId: number): BookOrder | undefined;
  /** The symbols with open orders. */
  symbols(): string[];
  /**
   * The open orders of `symbol` that `priceCents` has reached: its queued market orders (any price reaches them), in
   * the order they were placed, then the limit and stop orders whose trigger level it reached, nearest level first.
   */
  reached(symbol: string, priceCents: number): BookOrder[];
  size(): number;
  /** Whether the book was loaded from the database on this instance (load-order-book.ts). */
  loaded: boolean;
}

interface Side {
  /** Sorted so that the orders a price reaches form a prefix: at-or-below by level descending, at-or-above ascending. */
  entries: { level: number; order: BookOrder }[];
  when: TriggerLevel['when'];
}

/**
 * The open orders of this instance, indexed per symbol by `orderTriggerLevel` (ADR 015) — market orders queued for the
 * open apart, reached by any price (ADR 020) — so a new price looks only at
 * the orders it has reached — a prefix of one sorted list per direction — and not at every open order (docs/product/trading.md#order-types:
 * 100,000 open orders must not slow ticks down). Inserting and removing is a binary search and a splice.
 */
export function createOrderBook(): OrderBook {
  const bySymbol = new Map<string, { below: Side; above: Side; market: BookOrder[] }>();
  const byId = new Map<number, { order: BookOrder; level: TriggerLevel | null }>();

  // Position of the first entry that sorts after `level` in the side's order (stable for equal levels).
  function upperBound(side: Side, level: number): number {
    let lo = 0;
    let hi = side.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = side.entries[mid]!.level;
      const after = side.when === 'at-or-below' ? e < level : e > level;
      if (after) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  function bookOf(symbol: string) {
    let book = bySymbol.get(symbol);
    if (!book) {
      book = { below: { entries: [], when: 'at-or-below' }, above: { entries: [], when: 'at-or-above' }, market: [] };
      bySymbol.set(symbol, book);
    }
    return book;
  }

  function sideOf(symbol: string, when: TriggerLevel['when']): Side {
    const book = bookOf(symbol);
    return when === 'at-or-below' ? book.below : book.above;
  }

  function remove(orderId: number): void {
    const known = byId.get(orderId);
    if (!known) return;
    byId.delete(orderId);
    const book = bookOf(known.order.symbol);
    if (known.level) {
      const side = sideOf(known.order.symbol, known.level.when);
      const at = side.entries.findIndex((e) => e.order.id === orderId);
      if (at >= 0) side.entries.splice(at, 1);
    } else {
      const at = book.market.findIndex((o) => o.id === orderId);
      if (at >= 0) book.market.splice(at, 1);
    }
    if (book.below.entries.length === 0 && book.above.entries.length === 0 && book.market.length === 0)
      bySymbol.delete(known.order.symbol);
  }

  return {
    loaded: false,
    put(order) {
      remove(order.id);
      const level = orderTriggerLevel(order);
      byId.set(order.id, { order, level });
      if (!level) {
        // A market order queued while the market was closed (ADR 020): any price fills it, in placing order.
        const market = bookOf(order.symbol).market;
        const at = market.findIndex((o) => o.id > order.id);
        market.splice(at < 0 ? market.length : at, 0, order);
        return;
      }
      const side = sideOf(order.symbol, level.when);
      side.entries.splice(upperBound(side, level.priceCents), 0, { level: level.priceCents, order });
    },
    remove,
    get(orderId) {
      return byId.get(orderId)?.order;
    },
    symbols() {
      return [...bySymbol.keys()];
    },
    reached(symbol, priceCents) {
      const book = bySymbol.get(symbol);
      if (!book) return [];
      const out: BookOrder[] = [...book.market];
      for (const side of [book.below, book.above]) {
        for (const e of side.entries) {
          if (!isLevelReached({ priceCents: e.level, when: side.when }, priceCents)) break;
          out.push(e.order);
        }
      }
      return out;
    },
    size() {
      return byId.size;
    },
  };
}
