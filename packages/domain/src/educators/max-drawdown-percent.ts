/**
 * The largest fall from a running peak in a time-ordered series of values, in percent of that peak:
 * [100, 120, 90, 130] → 25 (120 → 90). 0 for an empty, one-value or never-falling series; values at a peak of 0 or
 * less are skipped. The server feeds it the unit values up to the due time (unitValueHistory: net of deposits,
 * ADR 012) for the max_drawdown goal.
 */
export function maxDrawdownPercent(values: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const value of values) {
    if (value > peak) peak = value;
    if (peak > 0) worst = Math.max(worst, ((peak - value) / peak) * 100);
  }
  return worst;
}
