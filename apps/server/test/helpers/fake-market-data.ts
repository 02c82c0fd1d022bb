import type { Candle, InstrumentType, MarketData, Quote, SymbolInfo, Timeframe } from '../../src/ports/market-data.ts';
import type { MarketHours, MarketStatus } from '../../src/ports/market-hours.ts';

export interface FakeMarketData extends MarketData {
  /** Sets a symbol's price (and optionally its previous close; by default the previous close stays). */
  setPrice(symbol: string, priceCents: number, previousCloseCents?: number): void;
  /** Keeps the symbol tradable but without a quote (a provider outage). */
  withholdQuote(symbol: string): void;
  /** Serves the symbol's last price as stale (a provider outage with a last good value). */
  markStale(symbol: string): void;
}

/**
 * A market with prices the test sets: a real implementation of the MarketData port, in memory. Symbols known
 * to it are the ones given a price.
 */
export function createFakeMarketData(prices: Record<string, number> = {}): FakeMarketData {
  const book = new Map<string, { priceCents: number; previousCloseCents: number }>();
  const withheld = new Set<string>();
  const stale = new Set<string>();
  const quoteOf = (symbol: string): Quote | null => {
    const p = book.get(symbol);
    if (!p || withheld.has(symbol)) return null;
    return {
      symbol,
      name: `${symbol} Inc.`,
      type: 'stock',
      priceCents: p.priceCents,
      previousCloseCents: p.previousCloseCents,
      openCents: p.previousCloseCents,
      highCents: Math.max(p.priceCents, p.previousCloseCents),
      lowCents: Math.min(p.priceCents, p.previousCloseCents),
      volume: 1_000_000,
      timestamp: 0,
      source: 'simulated',
      delayed: false,
      stale: stale.has(symbol),
    };
  };
  const market: FakeMarketData = {
    setPrice(symbol, priceCents, previousCloseCents) {
      const prev = previousCloseCents ?? book.get(symbol)?.previousCloseCents ?? priceCents;
      book.set(symbol, { priceCents, previousCloseCents: prev });
      withheld.delete(symbol);
      stale.delete(symbol);
    },
    withholdQuote(symbol) {
      withheld.add(symbol);
    },
    markStale(symbol) {
      stale.add(symbol);
    },
    async quote(symbol) {
      return quoteOf(symbol);
    },
    quoteNow: quoteOf,
    async quotes(symbols) {
      const out = new Map<string, Quote>();
      for (const s of symbols) {
        const q = quoteOf(s);
        if (q) out.set(s, q);
      }
      return out;
    },
    async candles(symbol: string, _timeframe: Timeframe): Promise<Candle[] | null> {
      return book.has(symbol) ? [] : null;
    },
    async searchSymbols(query: string, limit: number, type?: InstrumentType): Promise<SymbolInfo[]> {
      if (type === 'etf') return [];
      return [...book.keys()]
        .filter((s) => s.startsWith(query.toUpperCase()))
        .slice(0, limit)
        .map((symbol) => ({ symbol, name: `${symbol} Inc.`, sector: 'Test', type: 'stock' }));
    },
    async isKnownSymbol(symbol) {
      return book.has(symbol);
    },
  };
  for (const [s, p] of Object.entries(prices)) market.setPrice(s, p);
  return market;
}

export interface SwitchableMarketHours extends MarketHours {
  open(): void;
  /** Closed; `earlyClose` makes it an early-close day (closes 13:00 New York). */
  close(opts?: { earlyClose?: boolean }): void;
  /** Open during an early-close session. */
  openEarlyCloseSession(): void;
}

/** Market hours the test switches: a real MarketHours whose status is what the test last set. */
export function createSwitchableMarketHours(): SwitchableMarketHours {
  const regular = {
    opensAt: '2026-11-18T14:30:00.000Z',
    closesAt: '2026-11-18T21:00:00.000Z',
    nextOpenAt: '2026-11-19T14:30:00.000Z',
  };
  const early = {
    opensAt: '2026-11-27T14:30:00.000Z',
    closesAt: '2026-11-27T18:00:00.000Z',
    nextOpenAt: '2026-11-30T14:30:00.000Z',
  };
  let status: MarketStatus = { isOpen: true, session: 'regular', ...regular };
  return {
    status: () => status,
    open() {
      status = { isOpen: true, session: 'regular', ...regular };
    },
    close(opts = {}) {
      status = opts.earlyClose
        ? { isOpen: false, session: 'closed', ...early, reason: 'After the close' }
        : {
            isOpen: false,
            session: 'closed',
            opensAt: null,
            closesAt: null,
            nextOpenAt: regular.nextOpenAt,
            reason: 'Weekend',
          };
    },
    openEarlyCloseSession() {
      status = { isOpen: true, session: 'early-close', ...early };
    },
  };
}
