import { type PerformanceObservation, TRADING_DAYS_PER_YEAR } from './measure-performance.ts';

/** What a period's return and a day's close need of an observation. */
export type RiskObservation = Pick<PerformanceObservation, 'day' | 'valueCents' | 'netDepositsCents'>;

/**
 * A history's volatility so far in a few numbers (ADR 023), so that one more observation — the next snapshot, or the
 * live value — costs O(1) instead of a pass over the whole history: the unit value (time-weighted, net of deposits),
 * the unit value the open day started from, and the count, sum and sum of squares of the closed days' returns.
 */
export interface DailyRisk {
  /** Observations taken in. */
  count: number;
  last: RiskObservation | null;
  /** The unit value at the last observation (1 at the first). */
  unit: number;
  /** The unit value the last observation's day is measured from (the previous day's last, or the start). */
  dayBase: number;
  /** Closed trading days, and their daily returns' count, sum and sum of squares. */
  days: number;
  returns: number;
  sum: number;
  sumSquares: number;
}

export function emptyDailyRisk(): DailyRisk {
  return { count: 0, last: null, unit: 1, dayBase: 1, days: 0, returns: 0, sum: 0, sumSquares: 0 };
}

const ratio = (end: number, start: number) => (start > 0 ? end / start : 1);

/**
 * Takes the next observation (time order) into `risk`, in place: the period's return as measurePerformance counts
 * it (the money moved taken out of the later value; a period starting at ≤ 0 is no change), and, when the trading
 * day changes, the closed day's return (its last unit value over the previous day's last).
 */
export function addToDailyRisk(risk: DailyRisk, o: RiskObservation): DailyRisk {
  const prev = risk.last;
  if (prev) {
    if (o.day !== prev.day) closeDay(risk);
    const moved = o.netDepositsCents - prev.netDepositsCents;
    const r = prev.valueCents > 0 ? (o.valueCents - moved) / prev.valueCents - 1 : 0;
    risk.unit *= 1 + r;
  }
  risk.count++;
  risk.last = o;
  return risk;
}

function closeDay(risk: DailyRisk): void {
  risk.days++;
  // The first day counts a return only when the history does not start at its last point.
  if (risk.count > 1) {
    const r = ratio(risk.unit, risk.dayBase) - 1;
    risk.returns++;
    risk.sum += r;
    risk.sumSquares += r * r;
  }
  risk.dayBase = risk.unit;
}

/**
 * The volatility and trading days measurePerformance gives for the history of `risk` followed by `live` (the live
 * value as the last point), without changing `risk`: annualised sample standard deviation of the daily returns,
 * percent (0 with fewer than two).
 */
export function dailyRiskWith(
  risk: DailyRisk,
  live: RiskObservation | null,
): { volatilityPct: number; tradingDays: number } {
  const r = { ...risk };
  if (live) addToDailyRisk(r, live);
  if (r.count > 0) closeDay(r);
  if (r.returns < 2) return { volatilityPct: 0, tradingDays: r.days };
  const variance = Math.max(0, (r.sumSquares - (r.sum * r.sum) / r.returns) / (r.returns - 1));
  return { volatilityPct: Math.sqrt(variance) * Math.sqrt(TRADING_DAYS_PER_YEAR) * 100, tradingDays: r.days };
}
