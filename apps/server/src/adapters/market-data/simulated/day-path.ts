import type { CivilDate } from '@tradearena/domain';
import type { Rng } from './seeded-random.ts';
import { buildStepBridge } from './step-bridge.ts';

const BAR_MS = 5 * 60_000;
/** Points per 5-minute bar (one every 30 s); between them the price follows a Brownian bridge, tick by tick. */
const STEPS = 10;
/** How often the simulated tape prints a new price (real consolidated quotes of busy stocks change about as often). */
export const TICK_MS = 100;

export interface PricePoint {
  price: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  previousClose: number;
  /** Instant of the price: `nowMs` while the session runs, its close after. */
  timestamp: number;
  isOpen: boolean;
  date: CivilDate;
}

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
 * profile (busy open and close), sampled every 30 s, and the day's volume spread over the 5-minute bars. Between two
 * samples every tick (TICK_MS) follows a bridge of its own driven by `stepRng(step)` — secret randomness — so quotes
 * of the past never predict the next ones; bars stay the samples' open/high/low/close and contain every tick.
 */
export function buildDayPath(o: {
  rng: Rng;
  stepRng: (step: number) => Rng;
  /**
   * The market's normals for the day's path points, shared by every stock, and the correlation of this stock's path
   * with them (its beta share of the day's variance): a stock moves with the market minute by minute, not after it.
   */
  market?: { correlation: number; normals: (count: number) => Float64Array };
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
  const common = o.market?.normals(n);
  const c = o.market?.correlation ?? 0;
  const own = Math.sqrt(1 - c * c);
  for (let k = 1; k <= n; k++) {
    const w = uShape((k - 0.5) / n);
    cumVar[k] = cumVar[k - 1]! + w;
    const z = own * o.rng.normal() + (common ? c * common[k - 1]! : 0);
    walk[k] = walk[k - 1]! + Math.sqrt(w) * z;
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
  const barHigh = new Float64Array(nBars);
  const barLow = new Float64Array(nBars);
  for (let b = 0; b < nBars; b++) {
    barHigh[b] = points[b * STEPS]!;
    barLow[b] = points[b * STEPS]!;
    for (let k = b * STEPS + 1; k <= (b + 1) * STEPS; k++) {
      barHigh[b] = Math.max(barHigh[b]!, points[k]!);
      barLow[b] = Math.min(barLow[b]!, points[k]!);
    }
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
  const ticksPerStep = Math.max(1, Math.round(span / n / TICK_MS));
  const position = (t: number) => Math.min(n, Math.max(0, ((t - o.opensAt) * n) / span));
  const volumeAtPos = (f: number) => {
    const b = Math.min(nBars - 1, Math.floor(f / STEPS));
    return cumVolume[b]! + (cumVolume[b + 1]! - cumVolume[b]!) * ((f - b * STEPS) / STEPS);
  };

  /** The step of an instant and its tick within the step, in integers so that tick instants map exactly. */
  const locate = (t: number): { k: number; j: number } => {
    const dt = Math.max(0, t - o.opensAt);
    if (dt >= span) return { k: n - 1, j: ticksPerStep };
    const k = Math.floor((dt * n) / span);
    return { k, j: Math.floor(((dt * n - k * span) * ticksPerStep) / span) };
  };

  /** The ticks of the step asked for last, with their running extremes (quotes ask for the same step for 30 s). */
  let current: { k: number; prices: Float64Array; runMax: Float64Array; runMin: Float64Array } | null = null;
  function stepTicks(k: number) {
    if (current?.k === k) return current;
    const b = Math.floor(k / STEPS);
    const prices = buildStepBridge({
      rng: o.stepRng(k),
      from: points[k]!,
      to: points[k + 1]!,
      variance: scale * scale * (cumVar[k + 1]! - cumVar[k]!),
      ticks: ticksPerStep,
      low: barLow[b]!,
      high: barHigh[b]!,
    });
    const runMax = new Float64Array(prices.length);
    const runMin = new Float64Array(prices.length);
    for (let j = 0; j < prices.length; j++) {
      runMax[j] = j === 0 ? prices[j]! : Math.max(runMax[j - 1]!, prices[j]!);
      runMin[j] = j === 0 ? prices[j]! : Math.min(runMin[j - 1]!, prices[j]!);
    }
    current = { k, prices, runMax, runMin };
    return current;
  }

  /** Highest and lowest tick of each whole step, worked out once (NaN: not yet). */
  const stepHigh = new Float64Array(n).fill(Number.NaN);
  const stepLow = new Float64Array(n).fill(Number.NaN);
  function wholeStep(k: number): void {
    if (!Number.isNaN(stepHigh[k]!)) return;
    const s = stepTicks(k);
    stepHigh[k] = s.runMax[ticksPerStep]!;
    stepLow[k] = s.runMin[ticksPerStep]!;
  }

  /** Price at tick (k, j) and the extremes of the ticks of its bar up to it. */
  function tickAt(k: number, j: number): { price: number; barHigh: number; barLow: number } {
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    for (let s = Math.floor(k / STEPS) * STEPS; s < k; s++) {
      wholeStep(s);
      high = Math.max(high, stepHigh[s]!);
      low = Math.min(low, stepLow[s]!);
    }
    const t = stepTicks(k);
    return { price: t.prices[j]!, barHigh: Math.max(high, t.runMax[j]!), barLow: Math.min(low, t.runMin[j]!) };
  }

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
      const { k, j } = locate(nowMs);
      const tick = tickAt(k, j);
      const barStart = Math.floor(k / STEPS) * STEPS;
      return {
        price: tick.price,
        open: points[0]!,
        high: Math.max(prefixMax[barStart]!, tick.barHigh),
        low: Math.min(prefixMin[barStart]!, tick.barLow),
        volume: Math.round(volumeAtPos(position(nowMs))),
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
        const end = (b + 1) * STEPS;
        const time = o.opensAt + b * BAR_MS;
        if (end <= f) {
          const volume = Math.round(cumVolume[b + 1]! - cumVolume[b]!);
          out.push({ time, open: points[start]!, high: barHigh[b]!, low: barLow[b]!, close: points[end]!, volume });
          continue;
        }
        const { k, j } = locate(nowMs);
        const tick = tickAt(k, j);
        out.push({
          time,
          open: points[start]!,
          high: tick.barHigh,
          low: tick.barLow,
          close: tick.price,
          volume: Math.round(volumeAtPos(f) - cumVolume[b]!),
        });
      }
      return out;
    },
  };
}
