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
