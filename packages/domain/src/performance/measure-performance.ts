import { maxDrawdownPercent } from '../educators/max-drawdown-percent.ts';

/** Trading days in a year: daily figures are annualised with it (volatility × √252, ADR 023). */
export const TRADING_DAYS_PER_YEAR = 252;
/** The most points a performance history returns, whatever its range (downsampled, ADR 023). */
export const MAX_PERFORMANCE_POINTS = 500;

/** One recorded instant of a portfolio's history with the benchmark (SPY) at the same instant (ADR 023). */
export interface PerformanceObservation {
  /** Epoch ms. */
  t: number;
  /** The trading day the instant belongs to (the market calendar's civil date): daily returns close on its last point. */
  day: string;
  /** Cash + holdings at that instant's prices, integer cents. */
  valueCents: number;
  /** The money moved into the portfolio by then (transfers in − out), integer cents. */
  netDepositsCents: number;
  /** The benchmark's price at that instant, integer cents. */
  benchmarkCents: number;
  /** Value-weighted beta of the portfolio then: Σ position value × beta / total value (cash 0, a short negative). */
  beta: number;
  /** Gross exposure then: Σ |position value| / total value (0 when all cash). */
  investedWeight: number;
  /**
   * Dividends credited by then (minus those charged to shorts), integer cents (ADR 029): part of the value, so part of
   * the return; attribution counts them as its dividends part. Absent: none.
   */
  dividendsCents?: number;
}

export interface PerformancePoint {
  t: number;
  valueCents: number;
  /** Time-weighted return from the first point, percent. */
  returnPct: number;
  /** The benchmark's return from the first point, percent. */
  benchmarkPct: number;
}

/** returnPct split into parts that add up to it (ADR 023). */
export interface Attribution {
  marketPct: number;
  selectionPct: number;
  cashPct: number;
  feesPct: number;
  dividendsPct: number;
}

export interface PerformanceFigures {
  points: PerformancePoint[];
  returnPct: number;
  benchmarkReturnPct: number;
  excessReturnPct: number;
  /** Annualised standard deviation of the daily returns, percent; 0 with fewer than two daily returns. */
  volatilityPct: number;
  maxDrawdownPct: number;
  /** Annualised mean daily return over its standard deviation (risk-free rate 0); null when undefined. */
  sharpe: number | null;
  attribution: Attribution;
  /** Distinct trading days the history covers. */
  tradingDays: number;
}

const ratio = (end: number, start: number) => (start > 0 ? end / start : 1);

/**
 * The performance of a portfolio over its recorded history, in time order (ADR 023):
 * - the return is time-weighted net of deposits: between two observations the money moved in (the change of
 *   netDepositsCents) is taken out of the later value, so a deposit alone never changes it (a flow is recorded as an
 *   observation of its own, as unitValueHistory does, so the chain is exact); a period starting at ≤ 0 is no change;
 * - the benchmark's return is its price over its first price;
 * - attribution, per period, with the beta and exposure held at its start: market = holdings' beta × benchmark move,
 *   cash = the part of that move the uninvested cash missed, selection = the rest; each period's parts are weighted
 *   by the unit value at its start, so the parts add up to the compounded return exactly. Dividends (ADR 029) are
 *   return, never a deposit: a period's dividends over its starting value are its dividends part (taken out of
 *   selection); fees are 0;
 * - volatility and Sharpe from the daily returns (each trading day's last observation), annualised over 252 days;
 * - the max drawdown of the unit values (maxDrawdownPercent).
 * The points are downsampled to at most `maxPoints` (first and last kept).
 */
export function measurePerformance(
  observations: readonly PerformanceObservation[],
  maxPoints: number = MAX_PERFORMANCE_POINTS,
): PerformanceFigures {
  const first = observations[0];
  if (!first) return emptyFigures();
  const units = [1];
  let market = 0;
  let cash = 0;
  let selection = 0;
  let dividends = 0;
  for (let i = 1; i < observations.length; i++) {
    const prev = observations[i - 1]!;
    const cur = observations[i]!;
    const moved = cur.netDepositsCents - prev.netDepositsCents;
    const r = prev.valueCents > 0 ? (cur.valueCents - moved) / prev.valueCents - 1 : 0;
    const b = ratio(cur.benchmarkCents, prev.benchmarkCents) - 1;
    const unitBefore = units[i - 1]!;
    const holdingsBeta = prev.investedWeight > 0 ? prev.beta / prev.investedWeight : 0;
    market += unitBefore * holdingsBeta * b;
    cash += unitBefore * (prev.beta - holdingsBeta) * b;
    const paid = (cur.dividendsCents ?? 0) - (prev.dividendsCents ?? 0);
    const d = prev.valueCents > 0 ? paid / prev.valueCents : 0;
    dividends += unitBefore * d;
    selection += unitBefore * (r - prev.beta * b - d);
    units.push(unitBefore * (1 + r));
  }
  const returnPct = (units[units.length - 1]! - 1) * 100;
  const benchmarkPctAt = (o: PerformanceObservation) => (ratio(o.benchmarkCents, first.benchmarkCents) - 1) * 100;
  const benchmarkReturnPct = benchmarkPctAt(observations[observations.length - 1]!);
  const points = downsample(
    observations.map((o, i) => ({
      t: o.t,
      valueCents: o.valueCents,
      returnPct: (units[i]! - 1) * 100,
      benchmarkPct: benchmarkPctAt(o),
    })),
    maxPoints,
  );
  const daily = dailyReturns(observations, units);
  const { volatilityPct, sharpe } = riskOf(daily.returns);
  return {
    points,
    returnPct,
    benchmarkReturnPct,
    excessReturnPct: returnPct - benchmarkReturnPct,
    volatilityPct,
    maxDrawdownPct: maxDrawdownPercent(units),
    sharpe,
    attribution: {
      marketPct: market * 100,
      selectionPct: selection * 100,
      cashPct: cash * 100,
      feesPct: 0,
      dividendsPct: dividends * 100,
    },
    tradingDays: daily.days,
  };
}

function emptyFigures(): PerformanceFigures {
  return {
    points: [],
    returnPct: 0,
    benchmarkReturnPct: 0,
    excessReturnPct: 0,
    volatilityPct: 0,
    maxDrawdownPct: 0,
    sharpe: null,
    attribution: { marketPct: 0, selectionPct: 0, cashPct: 0, feesPct: 0, dividendsPct: 0 },
    tradingDays: 0,
  };
}

/**
 * The return of each trading day: its last unit value over the previous day's last (the first day's over the start,
 * unless the history starts at that day's last point).
 */
function dailyReturns(
  observations: readonly PerformanceObservation[],
  units: readonly number[],
): { returns: number[]; days: number } {
  const returns: number[] = [];
  let base = units[0]!;
  let days = 0;
  for (let i = 0; i < observations.length; i++) {
    if (observations[i + 1]?.day === observations[i]!.day) continue;
    days++;
    if (i > 0) returns.push(ratio(units[i]!, base) - 1);
    base = units[i]!;
  }
  return { returns, days };
}

function riskOf(returns: readonly number[]): { volatilityPct: number; sharpe: number | null } {
  if (returns.length < 2) return { volatilityPct: 0, sharpe: null };
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  const sd = Math.sqrt(variance);
  const annual = Math.sqrt(TRADING_DAYS_PER_YEAR);
  return { volatilityPct: sd * annual * 100, sharpe: sd > 0 ? (mean / sd) * annual : null };
}

/** At most `max` (≥ 2) items, evenly spaced over the series, the first and the last always kept. */
export function downsample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const out: T[] = [];
  const step = (items.length - 1) / (max - 1);
  for (let k = 0; k < max; k++) out.push(items[Math.round(k * step)]!);
  return out;
}
