import type { StockUpdateMessage } from '@tradearena/contracts';
import type { Timeframe } from '../api/get-chart.ts';

/** A candle for the chart: time in UTC seconds, prices in dollars. */
export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const isPositive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

function toSeconds(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // Milliseconds or seconds since the epoch.
    return Math.floor(value > 1e11 ? value / 1000 : value);
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const ms = /^\d+$/.test(value) ? Number(value) * (value.length > 11 ? 1 : 1000) : Date.parse(value);
    return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : undefined;
  }
  return undefined;
}

/**
 * Chart points of docs/product/trading.md#prices-and-quotes: open/high/low/close (aliases o/h/l/c; a lone `price` or `value` is used for all
 * four) and a time (time, t or timestamp). Points with a non-positive or non-numeric price or an invalid time are
 * dropped; the rest are sorted by time with duplicates keeping the last.
 */
export function toChartCandles(raw: unknown): ChartCandle[] {
  const list = Array.isArray(raw) ? raw : [];
  const byTime = new Map<number, ChartCandle>();
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const p = item as Record<string, unknown>;
    const single = toNumber(p.price ?? p.value);
    const open = toNumber(p.open ?? p.o) ?? single;
    const high = toNumber(p.high ?? p.h) ?? single;
    const low = toNumber(p.low ?? p.l) ?? single;
    const close = toNumber(p.close ?? p.c) ?? single;
    const time = toSeconds(p.time ?? p.t ?? p.timestamp);
    if (!isPositive(open) || !isPositive(high) || !isPositive(low) || !isPositive(close) || time === undefined)
      continue;
    byTime.set(time, { time, open, high, low, close });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Candle width of each timeframe, in seconds: 5-minute bars, daily bars, weekly bars. */
const BUCKET_SECONDS: Record<Timeframe, number> = { '5M': 300, '1D': 86_400, '1W': 7 * 86_400 };

/**
 * A live tick folded into the chart: it moves the last candle when it falls inside that candle's period, opens a
 * new 5-minute candle when a new slot has begun, and is ignored when it is older than the last candle or invalid.
 */
export function applyTick(
  candles: readonly ChartCandle[],
  tick: StockUpdateMessage,
  timeframe: Timeframe,
): ChartCandle[] {
  const last = candles.at(-1);
  const time = toSeconds(tick.timestamp);
  if (!last || time === undefined || !isPositive(tick.price) || time < last.time) return [...candles];
  const price = tick.price;
  if (time < last.time + BUCKET_SECONDS[timeframe]) {
    const updated = { ...last, close: price, high: Math.max(last.high, price), low: Math.min(last.low, price) };
    return [...candles.slice(0, -1), updated];
  }
  if (timeframe !== '5M') return [...candles];
  const slot = time - (time % BUCKET_SECONDS['5M']);
  return [
    ...candles,
    { time: slot, open: last.close, high: Math.max(last.close, price), low: Math.min(last.close, price), close: price },
  ];
}
