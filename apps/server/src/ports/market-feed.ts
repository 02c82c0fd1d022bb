import type { Fundamentals } from '@tradearena/domain';
import type { InstrumentType, Quote } from './market-data.ts';

/**
 * What the market pages and the live stream need beyond prices (docs/decisions/007-market-calendar-and-simulated-market.md): movers, news, the economic
 * calendar and the set of symbols to keep live upstream. Kept apart from MarketData so a price-only fake stays small.
 */
export interface MarketFeed {
  /** The day's biggest gainers and losers by percent change (each list at most `limit` long). */
  movers(limit: number): Promise<Movers>;
  /** Recent market news, newest first, optionally of one category. */
  news(category?: NewsCategory): Promise<NewsItem[]>;
  /** Economic releases from a week back to three weeks ahead. */
  economicCalendar(): Promise<EconomicEvent[]>;
  /** The symbols whose live price is wanted now (the stream's subscriptions): one upstream subscription each. */
  track(symbols: ReadonlySet<string>): void;
  /** Every symbol of the universe with its screener figures (daily figures: computed once per trading day). */
  profiles(): Promise<SymbolProfile[]>;
}

/** A symbol's slow-moving figures for the screener; null where the source cannot say. */
export interface SymbolProfile {
  symbol: string;
  name: string;
  type: InstrumentType;
  sector: string;
  /** One line for students about what the company does. */
  description: string;
  /** Beta against the S&P 500. */
  beta: number | null;
  /**
   * Lowest and highest price of the 52 weeks before the current session, in cents (the current session's own low
   * and high come from its quote): the simulator's daily closes, or a vendor's weekly bars.
   */
  yearLowCents: number | null;
  yearHighCents: number | null;
  /** Shares outstanding, trailing EPS and annual dividend, dated (the stock page's ratios); null where unknown. */
  fundamentals: SymbolFundamentals | null;
  /** An ETF's yearly fee as a fraction of its assets; null for a stock or where the source cannot say. */
  expenseRatio: number | null;
  /** An ETF's holdings that are in the universe, largest first, weights (fractions) summing to at most 1. */
  holdings: readonly { symbol: string; name: string; weight: number }[];
}

/** A company's reference fundamentals and the date they describe (YYYY-MM-DD). */
export interface SymbolFundamentals extends Fundamentals {
  asOf: string;
}

export interface Movers {
  gainers: Quote[];
  losers: Quote[];
}

export type NewsCategory = 'markets' | 'earnings' | 'economic' | 'sector' | 'global' | 'technology';

export interface NewsItem {
  id: string;
  category: NewsCategory;
  categories: NewsCategory[];
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  title: string;
  source: string;
  /** Epoch ms. */
  publishedAt: number;
  url: string;
  summary: string;
  tickers: string[];
  simulated: boolean;
}

export interface EconomicEvent {
  event: string;
  /** New York date (YYYY-MM-DD) and time (HH:MM) of the release. */
  date: string;
  time: string;
  impact: 'high' | 'medium';
  actual?: string;
  forecast?: string;
  previous?: string;
  schedule: 'official' | 'rule-based';
}
