import type { DividendAction, SplitAction } from '../../../ports/corporate-actions.ts';
import type { Candle, InstrumentType, Quote, Timeframe } from '../../../ports/market-data.ts';
import type { NewsCategory, NewsItem } from '../../../ports/market-feed.ts';

/**
 * A vendor quote before the universe's name and our stale flag are added; `type` only where the vendor's payload says
 * what the instrument is (else the universe's type stands).
 */
export type ProviderQuote = Omit<Quote, 'name' | 'stale' | 'type'> & { type?: InstrumentType };

/**
 * A real market-data vendor (docs/decisions/007-market-calendar-and-simulated-market.md). Every method parses the vendor's payload with zod into our types and
 * throws a ProviderError on any failure; the chain in front of it (cache, rate limiter, stale fallback, simulator)
 * decides what the user sees.
 */
export interface MarketDataProvider {
  readonly id: 'massive' | 'alphavantage';
  /** Quotes of several symbols (symbols the vendor does not know are left out). */
  quotes(symbols: readonly string[]): Promise<Map<string, ProviderQuote>>;
  /** Candles between two instants (epoch ms), oldest first. */
  candles(symbol: string, timeframe: Timeframe, fromMs: number, toMs: number): Promise<Candle[]>;
  /** Gainers and losers among `universe`, best first / worst first. */
  movers?(universe: ReadonlySet<string>, limit: number): Promise<{ gainers: ProviderQuote[]; losers: ProviderQuote[] }>;
  news?(category?: NewsCategory): Promise<NewsItem[]>;
  /** One symbol's cash dividends with an ex-date and splits with a date on or after `since` (YYYY-MM-DD), oldest first. */
  corporateActions?(symbol: string, since: string): Promise<ProviderCorporateActions>;
}

export interface ProviderCorporateActions {
  dividends: DividendAction[];
  splits: SplitAction[];
}

export type ProviderErrorKind = 'rate-limited' | 'not-entitled' | 'auth' | 'not-found' | 'invalid' | 'transient';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(`${provider}: ${kind}: ${message}`);
  }
}

/** The HTTP transport of the adapters: `fetch` by default, a recorded-response fake in tests. */
export type FetchJson = (
  url: string,
  init?: { headers?: Record<string, string> },
) => Promise<{ status: number; body: unknown }>;

export function createFetchJson(timeoutMs = 8_000): FetchJson {
  return async (url, init) => {
    const res = await fetch(url, { headers: init?.headers, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: res.status, body };
  };
}

/** Sorting a universe's quotes into movers, as the adapters without a movers endpoint do. */
export function rankMovers(quotes: ProviderQuote[], limit: number) {
  const pct = (q: ProviderQuote) => (q.priceCents - q.previousCloseCents) / (q.previousCloseCents || 1);
  const sorted = [...quotes].sort((a, b) => pct(b) - pct(a) || a.symbol.localeCompare(b.symbol));
  return { gainers: sorted.slice(0, limit), losers: sorted.slice(-limit).reverse() };
}
