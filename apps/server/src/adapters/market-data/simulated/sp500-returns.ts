import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Real daily log returns of the S&P 500 index, 2000-01-04 → 2020-04-17 (5,104 returns), from the file
 * data/sp500-2000.csv of the vega-datasets package (BSD-3-Clause, © University of Washington Interactive Data Lab;
 * source of the data: Yahoo Finance). Read once, on first use.
 */
let cached: Float64Array | null = null;

export function sp500DailyLogReturns(): Float64Array {
  if (cached) return cached;
  const pkgMain = createRequire(import.meta.url).resolve('vega-datasets');
  const csv = readFileSync(join(dirname(dirname(pkgMain)), 'data', 'sp500-2000.csv'), 'utf8');
  const closes: number[] = [];
  for (const line of csv.split('\n').slice(1)) {
    const cols = line.split(',');
    const close = Number(cols[4]);
    if (cols.length >= 5 && Number.isFinite(close) && close > 0) closes.push(close);
  }
  const out = new Float64Array(closes.length - 1);
  for (let i = 1; i < closes.length; i++) out[i - 1] = Math.log(closes[i]! / closes[i - 1]!);
  cached = out;
  return out;
}
