import { type HistoricalDay, replaySessionMinutesOf } from './historical-day.ts';
import { seededStream } from './seeded-stream.ts';

/** The intraday noise of a replayed day relative to its range (per √minute): a visible but bounded wander. */
const NOISE_PER_RANGE = 0.25;

/**
 * The index level at every minute (0 … 390; 0 … 210 on an early-close day, replaySessionMinutesOf) of a replayed day, drawn from `seed` and passing EXACTLY through the real
 * day: the first point is its open, the last its close, the highest its high and the lowest its low. The high and the
 * low fall at seeded minutes (at the open or the close when the day opened or closed there); between those anchors
 * the level follows a Brownian bridge reflected into [low, high], as the simulator's ticks are (ADR 007).
 */
export function replayIndexPath(day: HistoricalDay, seed: string): Float64Array {
  const n = replaySessionMinutesOf(day.date);
  const rng = seededStream(`${seed}:index:${day.date}`);
  const { open, high, low, close } = day;
  const path = new Float64Array(n + 1);
  const range = high - low;
  if (!(range > 0)) return path.fill(close);
  const anchorTime = (level: number) => {
    if (level === open) return 0;
    if (level === close) return n;
    return rng.int(1, n - 1);
  };
  const tHigh = anchorTime(high);
  let tLow = anchorTime(low);
  while (tLow === tHigh && tLow !== 0 && tLow !== n) tLow = rng.int(1, n - 1);
  const anchors = [
    { t: 0, level: open },
    { t: tHigh, level: high },
    { t: tLow, level: low },
    { t: n, level: close },
  ].sort((x, y) => x.t - y.t);
  const step = (range * NOISE_PER_RANGE) / Math.sqrt(n);
  for (let i = 0; i + 1 < anchors.length; i++) {
    const from = anchors[i]!;
    const to = anchors[i + 1]!;
    const len = to.t - from.t;
    path[from.t] = from.level;
    if (len === 0) continue;
    const walk = new Float64Array(len + 1);
    for (let k = 1; k <= len; k++) walk[k] = walk[k - 1]! + step * rng.normal();
    for (let k = 1; k < len; k++) {
      const bridge = walk[k]! - (k / len) * walk[len]!;
      path[from.t + k] = reflectInto(from.level + ((to.level - from.level) * k) / len + bridge, low, high);
    }
    path[to.t] = to.level;
  }
  return path;
}

/** `x` folded back into [low, high] at its edges (continuous, so the path keeps its shape near them). */
function reflectInto(x: number, low: number, high: number): number {
  const span = high - low;
  let y = (x - low) % (2 * span);
  if (y < 0) y += 2 * span;
  return low + (y > span ? 2 * span - y : y);
}
