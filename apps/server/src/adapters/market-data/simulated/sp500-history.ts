import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { HistoricalDay } from '@tradearena/domain';

/**
 * The real daily open, high, low and close of the S&P 500 index, 2000-01-03 → 2020-04-17 (5,105 days), oldest first,
 * from the file data/sp500-2000.csv of the vega-datasets package (BSD-3-Clause, © University of Washington
 * Interactive Data Lab; source of the data: Yahoo Finance). Read once, on first use.
 */
let cached: readonly HistoricalDay[] | null = null;

export function sp500History(): readonly HistoricalDay[] {
  if (cached) return cached;
  const pkgMain = createRequire(import.meta.url).resolve('vega-datasets');
  const csv = readFileSync(join(dirname(dirname(pkgMain)), 'data', 'sp500-2000.csv'), 'utf8');
  const days: HistoricalDay[] = [];
  for (const line of csv.split('\n').slice(1)) {
    const [date, open, high, low, close] = line.split(',');
    const day = { date: date ?? '', open: Number(open), high: Number(high), low: Number(low), close: Number(close) };
    if (/^\d{4}-\d{2}-\d{2}$/.test(day.date) && day.close > 0 && day.low > 0 && day.high >= day.low) days.push(day);
  }
  cached = days;
  return days;
}
