import type { ScreenerStock } from '@tradearena/contracts';
import { formatPrice } from './format.ts';

/** What the screener and the stock page show for a figure the market-data source cannot give. */
export const UNKNOWN = '—';

/** Beta with 2 decimals, or '—'. */
export function formatBeta(beta: number | null): string {
  return beta === null ? UNKNOWN : beta.toFixed(2);
}

/** "161.20 – 288.62", or '—'. */
export function formatWeek52(s: Pick<ScreenerStock, 'week52Low' | 'week52High'>): string {
  if (s.week52Low === null || s.week52High === null) return UNKNOWN;
  return `${formatPrice(s.week52Low)} – ${formatPrice(s.week52High)}`;
}

/** A large count in its largest unit with 2 decimals: 4.374e12 → "4.37T", 136.8e9 → "136.80B", 950e6 → "950.00M". */
export function formatLargeNumber(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e12) return `${(n / 1e12).toFixed(2)}T`;
  if (abs >= 1e9) return `${(n / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  return n.toLocaleString('en-US');
}

/** A market cap in dollars as "$4.37T", or '—'. */
export function formatMarketCap(dollars: number | null): string {
  return dollars === null ? UNKNOWN : `$${formatLargeNumber(dollars)}`;
}
