import {
  isLevelReached,
  orderTriggerLevel,
  type TradeSide,
  type TriggerLevel,
  type WorkingOrder,
} from '@tradearena/domain';

/** The market of every order but a replay event's: the live quotes (OrderBook.ownMarket). */
export const LIVE_MARKET = 0;

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
  /** The symbols with open orders in `market` (LIVE_MARKET, or a replay event's competition id: ownMarket). */
  symbols(market?: number): string[];
  /**
   * The open orders of `symbol` in `market` that `priceCents` has reached: its queued market orders (any price reaches
   * them), in the order they were placed, then the limit and stop orders whose trigger level it reached, nearest
   * level first.
   */
  reached(symbol: string, priceCents: number, market?: number): BookOrder[];
  /** The competitions with open orders (personal: 0). */
  competitions(): number[];
  /**
   * Competition `competitionId` trades in a market of its own (a replay event, ADR 025): its orders, those in the book
   * and those put later, are indexed apart under its id and never reached by the live market's prices.
   */
  ownMarket(competitionId: number): void;
  /** The competitions that trade in a market of their own (ownMarket). */
  ownMarkets(): number[];
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
 * The open orders of this instance, indexed per market (the live one; each replay event's apart, ADR 025) and symbol
 * by `orderTriggerLevel` (ADR 015) — market orders queued for the
 * open apart, reached by any price (ADR 020) — so a new price looks only at
 * the orders it has reached — a prefix of one sorted list per direction — and not at every open order (docs/product/trading.md#order-types:
 * 100,000 open orders must not slow ticks down). Inserting and removing is a binary search and a splice.
 */
export function createOrderBook(): OrderBook {
  /** Per market (LIVE_MARKET, or a replay's competition id), per symbol. */
  const markets = new Map<number, Map<string, { below: Side; above: Side; market: BookOrder[] }>>();
  const byId = new Map<number, { order: BookOrder; level: TriggerLevel | null; market: number }>();
  /** The open orders per competition, and the competitions with a market of their own. */
  const perCompetition = new Map<number, number>();
  const own = new Set<number>();
  const marketOf = (order: BookOrder) => (own.has(order.competitionId) ? order.competitionId : LIVE_MARKET);

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

  function bookOf(symbol: string, market: number) {
    let bySymbol = markets.get(market);
    if (!bySymbol) {
      bySymbol = new Map();
      markets.set(market, bySymbol);
    }
    let book = bySymbol.get(symbol);
    if (!book) {
      book = { below: { entries: [], when: 'at-or-below' }, above: { entries: [], when: 'at-or-above' }, market: [] };
      bySymbol.set(symbol, book);
    }
    return book;
  }

  function remove(orderId: number): void {
    const known = byId.get(orderId);
    if (!known) return;
    byId.delete(orderId);
    const competitionId = known.order.competitionId;
    const left = (perCompetition.get(competitionId) ?? 1) - 1;
    if (left > 0) perCompetition.set(competitionId, left);
    else perCompetition.delete(competitionId);
    const book = bookOf(known.order.symbol, known.market);
    if (known.level) {
      const side = known.level.when === 'at-or-below' ? book.below : book.above;
      const at = side.entries.findIndex((e) => e.order.id === orderId);
      if (at >= 0) side.entries.splice(at, 1);
    } else {
      const at = book.market.findIndex((o) => o.id === orderId);
      if (at >= 0) book.market.splice(at, 1);
    }
    if (book.below.entries.length === 0 && book.above.entries.length === 0 && book.market.length === 0)
      markets.get(known.market)?.delete(known.order.symbol);
  }

  function put(order: BookOrder): void {
    remove(order.id);
    const level = orderTriggerLevel(order);
    const market = marketOf(order);
    byId.set(order.id, { order, level, market });
    perCompetition.set(order.competitionId, (perCompetition.get(order.competitionId) ?? 0) + 1);
    const book = bookOf(order.symbol, market);
    if (!level) {
      // A market order queued while the market was closed (ADR 020): any price fills it, in placing order.
      const at = book.market.findIndex((o) => o.id > order.id);
      book.market.splice(at < 0 ? book.market.length : at, 0, order);
      return;
    }
    const side = level.when === 'at-or-below' ? book.below : book.above;
    side.entries.splice(upperBound(side, level.priceCents), 0, { level: level.priceCents, order });
  }

  return {
    loaded: false,
    put,
    remove,
    get(orderId) {
      return byId.get(orderId)?.order;
    },
    symbols(market = LIVE_MARKET) {
      return [...(markets.get(market)?.keys() ?? [])];
    },
    competitions() {
      return [...perCompetition.keys()];
    },
    ownMarket(competitionId) {
      if (own.has(competitionId)) return;
      own.add(competitionId);
      for (const { order } of [...byId.values()]) if (order.competitionId === competitionId) put(order);
    },
    ownMarkets() {
      return [...own];
    },
    reached(symbol, priceCents, market = LIVE_MARKET) {
      const book = markets.get(market)?.get(symbol);
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
