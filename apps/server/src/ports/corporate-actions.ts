/**
 * Corporate actions as a market-data source announces them ahead (a broker's calendar): cash dividends and stock
 * splits. Dates are New York trading dates (YYYY-MM-DD). The simulated market derives both from its seed; a real
 * provider maps its own calendar onto these shapes.
 */
export interface DividendAction {
  symbol: string;
  declaredDate: string;
  /** First trading day without the dividend: the price opens lower by `amount`; holders at the previous close are owed it. */
  exDate: string;
  /** The day owed dividends are credited (and shorts charged). */
  payDate: string;
  /** Dollars per share as declared (up to four decimals, e.g. 0.2625). */
  amount: number;
}

export interface SplitAction {
  symbol: string;
  /** Takes effect at this trading day's open. */
  date: string;
  /** `from` old shares become `to` new shares: 2-for-1 is { from: 1, to: 2 }, a 1-for-10 reverse split { from: 10, to: 1 }. */
  from: number;
  to: number;
}

export interface CorporateActionsSource {
  /** Dividends whose ex-date is in [from, to] (inclusive), optionally for one symbol, in ex-date order. */
  dividends(from: string, to: string, symbol?: string): readonly DividendAction[];
  /** Splits whose date is in [from, to] (inclusive), optionally for one symbol, in date order. */
  splits(from: string, to: string, symbol?: string): readonly SplitAction[];
  /**
   * A source that loads its calendar from a vendor (adapters/market-data/providers/provider-corporate-actions.ts)
   * loads, within its rate limit, what the calls above then read: one symbol's, or the next stale part of the
   * universe's. Never throws. A source that computes its calendar (the simulator's) has none.
   */
  prepare?(symbol?: string): Promise<void>;
}
