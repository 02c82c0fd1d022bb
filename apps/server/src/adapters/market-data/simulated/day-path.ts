import type { Rng } from './seeded-random.ts';
import type { PricePoint } from './simulated-market.ts';

const BAR_MS = 5 * 60_000;
/** Points per 5-minute bar (one every 30 s); live ticks move linearly between them, so bars contain every tick. */
const STEPS = 10;

export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface DayPath {
  opensAt: number;
  closesAt: number;
  summary: { open: number; high: number; low: number; close: number; volume: number };
  at(nowMs: number): Omit<PricePoint, 'date'>;
  bars(nowMs: number): Bar[];
}

const uShape = (u: number) => 0.6 + 1.6 * (2 * u - 1) ** 2;

/**
 * One session of one stock: a Brownian bridge in log price from the open to the close with a U-shaped variance
 * profile (busy open and close), sampled every 30 s, and the day's volume spread over the 5-minute bars.
 */
export function buildDayPath(o: {
  rng: Rng;
  opensAt: number;
  closesAt: number;
  logOpen: number;
  logClose: number;
  previousClose: number;
  sigmaDay: number;
  dailyVolume: number;
}): DayPath {
  const nBars = Math.max(1, Math.round((o.closesAt - o.opensAt) / BAR_MS));
  const n = nBars * STEPS;
  const cumVar = new Float64Array(n + 1);
  const walk = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) {
    const w = uShape((k - 0.5) / n);
    cumVar[k] = cumVar[k - 1]! + w;
    walk[k] = walk[k - 1]! + Math.sqrt(w) * o.rng.normal();
  }
  const total = cumVar[n]!;
  const scale = o.sigmaDay / Math.sqrt(total);
  const points = new Float64Array(n + 1);
  const prefixMax = new Float64Array(n + 1);
  const prefixMin = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) {
    const s = cumVar[k]! / total;
    points[k] = Math.exp(o.logOpen + s * (o.logClose - o.logOpen) + scale * (walk[k]! - s * walk[n]!));
    prefixMax[k] = k === 0 ? points[k]! : Math.max(prefixMax[k - 1]!, points[k]!);
    prefixMin[k] = k === 0 ? points[k]! : Math.min(prefixMin[k - 1]!, points[k]!);
  }
  const cumVolume = new Float64Array(nBars + 1);
  let weightSum = 0;
  const weights = new Float64Array(nBars);
  for (let b = 0; b < nBars; b++) {
    weights[b] = uShape((b + 0.5) / nBars) * Math.exp(0.3 * o.rng.normal());
    weightSum += weights[b]!;
  }
  for (let b = 0; b < nBars; b++) cumVolume[b + 1] = cumVolume[b]! + (o.dailyVolume * weights[b]!) / weightSum;

  const span = o.closesAt - o.opensAt;
  const position = (t: number) => Math.min(n, Math.max(0, ((t - o.opensAt) / span) * n));
  const priceAtPos = (f: number) => {
    const k = Math.min(n - 1, Math.floor(f));
    return points[k]! + (points[k + 1]! - points[k]!) * (f - k);
  };
  const volumeAtPos = (f: number) => {
    const b = Math.min(nBars - 1, Math.floor(f / STEPS));
    return cumVolume[b]! + (cumVolume[b + 1]! - cumVolume[b]!) * ((f - b * STEPS) / STEPS);
  };

  return {
    opensAt: o.opensAt,
    closesAt: o.closesAt,
    summary: {
      open: points[0]!,
      high: prefixMax[n]!,
      low: prefixMin[n]!,
      close: points[n]!,
      volume: Math.round(cumVolume[nBars]!),
    },
    at(nowMs) {
      const f = position(nowMs);
      const price = priceAtPos(f);
      const k = Math.floor(f);
      return {
        price,
        open: points[0]!,
        high: Math.max(prefixMax[k]!, price),
        low: Math.min(prefixMin[k]!, price),
        volume: Math.round(volumeAtPos(f)),
        previousClose: o.previousClose,
        timestamp: Math.min(nowMs, o.closesAt),
        isOpen: nowMs >= o.opensAt && nowMs < o.closesAt,
      };
    },
    bars(nowMs) {
      const f = position(nowMs);
      const out: Bar[] = [];
      for (let b = 0; b < nBars; b++) {
        const start = b * STEPS;
        if (start > f || (start === f && f < n)) break;
        const end = Math.min((b + 1) * STEPS, f);
        const close = priceAtPos(end);
        let high = Math.max(points[start]!, close);
        let low = Math.min(points[start]!, close);
        for (let k = start + 1; k <= Math.floor(end); k++) {
          high = Math.max(high, points[k]!);
          low = Math.min(low, points[k]!);
        }
        out.push({
          time: o.opensAt + b * BAR_MS,
          open: points[start]!,
          high,
          low,
          close,
          volume: Math.round(volumeAtPos(end) - cumVolume[b]!),
        });
      }
      return out;
    },
  };
}
