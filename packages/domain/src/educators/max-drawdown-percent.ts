/**
 * The largest fall from a running peak in a time-ordered series of total values (integer cents), in percent of that
 * peak: [100, 120, 90, 130] → 25 (120 → 90). 0 for an empty, one-value or never-falling series; values at a peak
 * of 0 or less are skipped. The server feeds it the value history up to the due time (snapshots, then the value at
 * the due time) for the max_drawdown goal, and takes the peak for the needs-guidance rule from the same history.
 */
export function maxDrawdownPercent(valuesCents: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const value of valuesCents) {
    if (value > peak) peak = value;
    if (peak > 0) worst = Math.max(worst, ((peak - value) / peak) * 100);
  }
  return worst;
}
