import { sp500History } from './sp500-history.ts';

/** Real daily log returns of the S&P 500 index, 2000-01-04 → 2020-04-17 (5,104 returns), from sp500History. */
let cached: Float64Array | null = null;

export function sp500DailyLogReturns(): Float64Array {
  if (cached) return cached;
  const closes = sp500History().map((d) => d.close);
  const out = new Float64Array(closes.length - 1);
  for (let i = 1; i < closes.length; i++) out[i - 1] = Math.log(closes[i]! / closes[i - 1]!);
  cached = out;
  return out;
}
