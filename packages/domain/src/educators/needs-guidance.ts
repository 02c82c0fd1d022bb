import {
  GUIDANCE_MAX_DRAWDOWN_PERCENT,
  GUIDANCE_MAX_POSITION_PERCENT,
  GUIDANCE_MAX_TRADES_PER_DAY,
  GUIDANCE_TRADE_WINDOW_DAYS,
} from './educator-constants.ts';

export interface StudentHolding {
  symbol: string;
  /** Quantity × the latest price, integer cents. */
  marketValueCents: number;
}

/** One student's league portfolio as the needs-guidance rule reads it (integer cents). */
export interface StudentRisk {
  /** Total value now: cash + holdings at the latest prices. */
  valueCents: number;
  holdings: readonly StudentHolding[];
  /** The highest total value the portfolio has had (at least the starting cash); a lower value is taken as `valueCents`. */
  peakValueCents: number;
  /** Trades in the league during the last GUIDANCE_TRADE_WINDOW_DAYS × 24 hours. */
  tradesLast7Days: number;
}

export type GuidanceReason = 'concentrated' | 'deep_drawdown' | 'overtrading';

/**
 * The needs-guidance rule for high-risk trading (ADR 012), compared exactly in integers:
 * - concentrated: the largest stock (lots of one symbol added up; a short by the size of its liability) is worth more
 *   than 60 % of the total value;
 * - deep_drawdown: the total value is more than 20 % below the peak;
 * - overtrading: more than 10 trades a day on average over the last 7 days (more than 70 trades).
 * Exactly 60 %, 20 % or 70 trades is not flagged. Reasons come in that order.
 */
export function needsGuidance(student: StudentRisk): { needsGuidance: boolean; reasons: GuidanceReason[] } {
  const reasons: GuidanceReason[] = [];
  const bySymbol = new Map<string, number>();
  for (const h of student.holdings) bySymbol.set(h.symbol, (bySymbol.get(h.symbol) ?? 0) + h.marketValueCents);
  const largest = Math.max(0, ...[...bySymbol.values()].map(Math.abs));
  if (student.valueCents > 0 && largest * 100 > GUIDANCE_MAX_POSITION_PERCENT * student.valueCents)
    reasons.push('concentrated');
  const peak = Math.max(student.peakValueCents, student.valueCents);
  if (peak > 0 && (peak - student.valueCents) * 100 > GUIDANCE_MAX_DRAWDOWN_PERCENT * peak)
    reasons.push('deep_drawdown');
  if (student.tradesLast7Days > GUIDANCE_MAX_TRADES_PER_DAY * GUIDANCE_TRADE_WINDOW_DAYS) reasons.push('overtrading');
  return { needsGuidance: reasons.length > 0, reasons };
}
