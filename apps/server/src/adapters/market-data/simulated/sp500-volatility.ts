import { sp500DailyLogReturns } from './sp500-returns.ts';

/** RiskMetrics decay of the volatility estimate (about a month of memory). */
const LAMBDA = 0.94;

export interface Sp500Volatility {
  /** Mean daily log return of the history (its drift). */
  mean: number;
  /** The daily volatility of each day of the history as known the evening before (EWMA of the squared moves). */
  vol: Float64Array;
}

let cached: Sp500Volatility | null = null;

/**
 * The volatility path of the real S&P 500 history (calm years, 2008, March 2020): what the simulated market keeps of
 * the history, so that its moves cluster like real ones while their direction and size stay secret. Worked out once.
 */
export function sp500Volatility(): Sp500Volatility {
  if (cached) return cached;
  const r = sp500DailyLogReturns();
  const mean = r.reduce((a, x) => a + x, 0) / r.length;
  const vol = new Float64Array(r.length);
  let variance = 0;
  for (let i = 0; i < 21; i++) variance += (r[i]! - mean) ** 2 / 21;
  let sumVol2 = 0;
  let sumMove2 = 0;
  for (let i = 0; i < r.length; i++) {
    vol[i] = Math.sqrt(variance);
    sumVol2 += variance;
    sumMove2 += (r[i]! - mean) ** 2;
    variance = LAMBDA * variance + (1 - LAMBDA) * (r[i]! - mean) ** 2;
  }
  // scaled so that the simulated market is as volatile on average as the real one (MARKET_VOL)
  const scale = Math.sqrt(sumMove2 / sumVol2);
  for (let i = 0; i < r.length; i++) vol[i] = vol[i]! * scale;
  cached = { mean, vol };
  return cached;
}
