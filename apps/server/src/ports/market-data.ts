import type { CorporateActionsSource } from './corporate-actions.ts';

/**
 * The market-data port (docs/decisions/007-market-calendar-and-simulated-market.md). Prices are integer cents; instants are epoch milliseconds.
 * Adapters: simulated (default), Massive, Alpha Vantage — each parses vendor payloads into these types.
 */
export type QuoteSource = 'simulated' | 'massive' | 'alphavantage' | 'finnhub';

/** A company's stock or an exchange-traded fund (docs/decisions/027-etfs-baskets-and-expense-ratios.md). */
export type InstrumentType = 'stock' | 'etf';

export interface Quote {
  symbol: string;
  name: string;
  type: InstrumentType;
  priceCents: number;
  previousCloseCents: number;
  openCents: number;
  highCents: number;
  lowCents: number;
  volume: number;
  /** Instant of the price, epoch ms. */
  timestamp: number;
  source: QuoteSource;
  /** True when the provider's data is delayed (e.g. 15 minutes). */
  delayed: boolean;
  /**
   * True when this is not the provider's current price — its last good value after a failed call, or the
   * simulator's when the provider never answered for the symbol: shown, but never traded at.
   */
  stale: boolean;
}

export type Timeframe = '5M' | '1D' | '1W';

export interface Candle {
  /** Bar start, epoch ms. */
  time: number;
  openCents: number;
  highCents: number;
  lowCents: number;
  closeCents: number;
  volume: number;
}

export interface SymbolInfo {
  symbol: string;
  name: string;
  sector: string;
  type: InstrumentType;
}

export interface MarketData {
  /** The latest quote, or null when the symbol is unknown. */
  quote(symbol: string): Promise<Quote | null>;
  /**
   * The latest quote without waiting, where the adapter holds it in memory (the simulated market); absent where a
   * quote may take a call. Same answer as `quote` at this instant.
   */
  readonly quoteNow?: (symbol: string) => Quote | null;
  /** Latest quotes of many symbols at once (unknown symbols are left out). */
  quotes(symbols: readonly string[]): Promise<Map<string, Quote>>;
  candles(symbol: string, timeframe: Timeframe): Promise<Candle[] | null>;
  /** Symbols tradable here, optionally only those of one instrument type. */
  searchSymbols(query: string, limit: number, type?: InstrumentType): Promise<SymbolInfo[]>;
  isKnownSymbol(symbol: string): Promise<boolean>;
  /** The dividends and splits the source announces (ports/corporate-actions.ts); absent where it reports none. */
  readonly corporateActions?: CorporateActionsSource;
}
