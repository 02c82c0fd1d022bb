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

/** One student's league portfolio as the needs-guidance rule reads it (integer cents; unit values as unitValueHistory). */
export interface StudentRisk {
  /** Total value now: cash + holdings at the latest prices. */
  valueCents: number;
  /** Cash now (short proceeds included). */
  cashCents: number;
  /** Money moved in from the trading bank (bank transfers), added up. */
  netDepositsCents: number;
  holdings: readonly StudentHolding[];
  /** The unit value now (1 = the starting cash; ADR 012): deposits never move it. */
  unitValue: number;
  /** The highest unit value the portfolio has had (at least 1); a lower one is taken as `unitValue`. */
  peakUnitValue: number;
  /** Trades in the league during the last GUIDANCE_TRADE_WINDOW_DAYS × 24 hours. */
  tradesLast7Days: number;
}

/** The risk figures of a portfolio holding only cash it started with: no stock, no deposit, no trade, no fall. */
export function cashOnlyRisk(cashCents: number): StudentRisk {
  return {
    valueCents: cashCents,
    cashCents,
    netDepositsCents: 0,
    holdings: [],
    unitValue: 1,
    peakUnitValue: 1,
    tradesLast7Days: 0,
  };
}

export type GuidanceReason = 'concentrated' | 'deep_drawdown' | 'overtrading';

/**
 * The capital the concentration rule divides by (ADR 012): the total value less the deposited cash not invested yet —
 * min(cash, net deposits), never below 0. A deposit adds the same amount to the value and to that cash, so it never
 * changes this base; deposited money counts once it is spent on stock. Without deposits it is the total value.
 */
export function investedCapitalCents(student: Pick<StudentRisk, 'valueCents' | 'cashCents' | 'netDepositsCents'>) {
  return student.valueCents - Math.max(0, Math.min(student.cashCents, student.netDepositsCents));
}

/**
 * The largest stock of a portfolio: lots of one symbol added up, a short by the size of its liability (|value|);
 * null without holdings. Ties go to the symbol listed first.
 */
export function largestPosition(holdings: readonly StudentHolding[]): { symbol: string; valueCents: number } | null {
  const bySymbol = new Map<string, number>();
  for (const h of holdings) bySymbol.set(h.symbol, (bySymbol.get(h.symbol) ?? 0) + h.marketValueCents);
  let best: { symbol: string; valueCents: number } | null = null;
  for (const [symbol, cents] of bySymbol)
    if (!best || Math.abs(cents) > best.valueCents) best = { symbol, valueCents: Math.abs(cents) };
  return best;
}

/** Relative slack for comparing unit values (quotients of cents): the boundary itself is never flagged. */
const UNIT_SLACK = 1e-12;

/**
 * The needs-guidance rule for high-risk trading (ADR 012), net of deposits:
 * - concentrated: the largest stock (lots of one symbol added up; a short by the size of its liability) is worth more
 *   than 60 % of the invested capital (investedCapitalCents), compared exactly in integer cents;
 * - deep_drawdown: the unit value is more than 20 % below its peak (a deposit moves neither);
 * - overtrading: more than 10 trades a day on average over the last 7 days (more than 70 trades).
 * Exactly 60 %, 20 % or 70 trades is not flagged. Reasons come in that order.
 */
export function needsGuidance(student: StudentRisk): { needsGuidance: boolean; reasons: GuidanceReason[] } {
  const reasons: GuidanceReason[] = [];
  const largest = largestPosition(student.holdings)?.valueCents ?? 0;
  const base = investedCapitalCents(student);
  if (base > 0 && largest * 100 > GUIDANCE_MAX_POSITION_PERCENT * base) reasons.push('concentrated');
  const peak = Math.max(student.peakUnitValue, student.unitValue);
  const floor = (peak * (100 - GUIDANCE_MAX_DRAWDOWN_PERCENT)) / 100;
  if (peak > 0 && student.unitValue < floor * (1 - UNIT_SLACK)) reasons.push('deep_drawdown');
  if (student.tradesLast7Days > GUIDANCE_MAX_TRADES_PER_DAY * GUIDANCE_TRADE_WINDOW_DAYS) reasons.push('overtrading');
  return { needsGuidance: reasons.length > 0, reasons };
}
