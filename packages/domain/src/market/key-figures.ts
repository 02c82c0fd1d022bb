import type { Cents } from '../money.ts';

/**
 * A company's slow-moving reference figures (from its filings, dated by whoever supplies them): what the stock page's
 * ratios are computed from at the current price.
 */
export interface Fundamentals {
  sharesOutstanding: number;
  /** Trailing twelve months' earnings per share, in cents; negative for a loss. */
  epsCents: Cents;
  /** Annual dividend per share, in cents; 0 when the company pays none. */
  dividendPerShareCents: Cents;
}

/** The stock page's valuation figures; null where they cannot be computed. */
export interface KeyFigures {
  /** Price × shares outstanding, in whole dollars. */
  marketCap: number | null;
  /** Price / trailing EPS, 2 decimals; null when the company earned nothing (EPS ≤ 0). */
  peRatio: number | null;
  /** Annual dividend / price, in percent with 2 decimals (0 when no dividend is paid). */
  dividendYield: number | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Market cap = price × shares, P/E = price / EPS ("—" when EPS ≤ 0), dividend yield = dividend / price, all at
 * `priceCents` (the live price). Without fundamentals or a positive price every figure is null.
 */
export function keyFiguresAt(priceCents: Cents, fundamentals: Fundamentals | null): KeyFigures {
  if (!fundamentals || !(priceCents > 0)) return { marketCap: null, peRatio: null, dividendYield: null };
  const { sharesOutstanding, epsCents, dividendPerShareCents } = fundamentals;
  return {
    marketCap: Math.round((priceCents * sharesOutstanding) / 100),
    peRatio: epsCents > 0 ? round2(priceCents / epsCents) : null,
    dividendYield: round2((dividendPerShareCents / priceCents) * 100),
  };
}
