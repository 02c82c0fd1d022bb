import type { CivilDate } from '@tradearena/domain';
import type { CorporateActionsSource, SplitAction } from '../../../ports/corporate-actions.ts';

/** How a session's quoted price differs from the total-return path at its open (empty on most days). */
export interface OpenAdjustment {
  /** Added to the log of the open (and of every later price of the day): log(F[i] / F[i-1]). */
  logStep: number;
  /** Old shares per new share of a split at this open (1 without one): the previous close is quoted divided by it. */
  splitFactor: number;
}

/**
 * Turns a stock's total-return log closes into its quoted log closes, in place (docs/decisions/028-corporate-actions.md#prices):
 * quoted close = total-return close × F, where F is 1 on the anchor session (the reference price stays) and at the
 * open of an ex-date falls by the dividend (F[i] = F[i-1] − dividend / total-return previous close, so the open is
 * the previous close minus the dividend, times the day's usual gap) and at a split's open is multiplied by from/to.
 * The total-return path itself is unchanged. Returns the adjustment of each session index that has one.
 */
export function applyCorporateActions(
  logCloses: Float64Array,
  sessions: readonly CivilDate[],
  anchor: number,
  actions: CorporateActionsSource,
  symbol: string,
): Map<number, OpenAdjustment> {
  const first = sessions[0]!;
  const last = sessions[sessions.length - 1]!;
  const dividends = new Map(actions.dividends(first, last, symbol).map((d) => [d.exDate, d.amount]));
  const splits = new Map(actions.splits(first, last, symbol).map((s) => [s.date, s.from / s.to]));
  const out = new Map<number, OpenAdjustment>();
  if (dividends.size === 0 && splits.size === 0) return out;
  const factor = new Float64Array(sessions.length);
  factor[anchor] = 1;
  for (let i = anchor + 1; i < sessions.length; i++) {
    const previous = Math.exp(logCloses[i - 1]!);
    const split = splits.get(sessions[i]!) ?? 1;
    // A dividend never takes more than half the price: a guard against a path that fell to almost nothing.
    const dividend = Math.min(dividends.get(sessions[i]!) ?? 0, 0.5 * previous * factor[i - 1]! * split);
    factor[i] = factor[i - 1]! * split - dividend / previous;
  }
  for (let i = anchor; i > 0; i--) {
    const split = splits.get(sessions[i]!) ?? 1;
    factor[i - 1] = (factor[i]! + (dividends.get(sessions[i]!) ?? 0) / Math.exp(logCloses[i - 1]!)) / split;
  }
  for (let i = 1; i < sessions.length; i++) {
    if (factor[i] !== factor[i - 1]) {
      out.set(i, { logStep: Math.log(factor[i]! / factor[i - 1]!), splitFactor: splits.get(sessions[i]!) ?? 1 });
    }
  }
  for (let i = 0; i < sessions.length; i++) logCloses[i] = logCloses[i]! + Math.log(factor[i]!);
  return out;
}

/** Old shares per new share of the splits after `date` up to `asOf` (inclusive): divide a price of `date` by it. */
export function splitFactorAfter(splits: readonly SplitAction[], date: CivilDate, asOf: CivilDate): number {
  let factor = 1;
  for (const s of splits) if (s.date > date && s.date <= asOf) factor *= s.from / s.to;
  return factor;
}

/**
 * Daily bars adjusted for the splits up to `asOf` (adjusted candles): each bar's prices are multiplied by the old
 * shares per new share of the later splits and its volume divided by it, so a chart runs on without a jump.
 */
export function splitAdjustedBars<
  T extends { date: CivilDate; open: number; high: number; low: number; close: number; volume: number },
>(bars: T[], splits: readonly SplitAction[], asOf: CivilDate): T[] {
  if (splits.length === 0) return bars;
  return bars.map((b) => {
    const f = splitFactorAfter(splits, b.date, asOf);
    if (f === 1) return b;
    return {
      ...b,
      open: b.open * f,
      high: b.high * f,
      low: b.low * f,
      close: b.close * f,
      volume: Math.round(b.volume / f),
    };
  });
}
