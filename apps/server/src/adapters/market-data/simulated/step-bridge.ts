import type { Rng } from './seeded-random.ts';

/**
 * The prices at every tick of one step of a day path: a Brownian bridge in log price from `from` to `to` (both kept
 * exactly) with the step's variance, so that the path between two points is as random as the path of the day and the
 * past of the step says nothing about its rest. The bridge is reflected into [low, high] — the range of the 5-minute
 * bar the step belongs to — so the bar the chart shows still contains every tick and its high and low are ticks.
 */
export function buildStepBridge(o: {
  rng: Rng;
  from: number;
  to: number;
  /** Variance of the log price over the whole step. */
  variance: number;
  ticks: number;
  low: number;
  high: number;
}): Float64Array {
  const m = o.ticks;
  const prices = new Float64Array(m + 1);
  const walk = new Float64Array(m + 1);
  const sd = Math.sqrt(o.variance / m);
  for (let j = 1; j <= m; j++) walk[j] = walk[j - 1]! + sd * o.rng.normal();
  const logFrom = Math.log(o.from);
  const logTo = Math.log(o.to);
  const logLow = Math.log(o.low);
  const logHigh = Math.log(o.high);
  prices[0] = o.from;
  prices[m] = o.to;
  for (let j = 1; j < m; j++) {
    const s = j / m;
    const x = logFrom + s * (logTo - logFrom) + walk[j]! - s * walk[m]!;
    prices[j] = Math.min(o.high, Math.max(o.low, Math.exp(reflectInto(x, logLow, logHigh))));
  }
  return prices;
}

/** Folds `x` back into [low, high] at the edges (a reflected path), clamping only if it is still outside. */
function reflectInto(x: number, low: number, high: number): number {
  let y = x;
  for (let i = 0; i < 4 && (y > high || y < low); i++) y = y > high ? 2 * high - y : 2 * low - y;
  return Math.min(high, Math.max(low, y));
}
