export const RANKING_MODES = ['return', 'excess', 'risk_adjusted'] as const;
export type RankingMode = (typeof RANKING_MODES)[number];

/**
 * The least volatility (annualised, percent) a risk-adjusted score divides by (ADR 023): an idle or all-cash
 * portfolio (volatility 0) cannot win by dividing by zero, nor a near-idle one by a tiny divisor. 5 % is about a
 * third of the S&P 500's own long-run volatility.
 */
export const RISK_ADJUSTED_VOLATILITY_FLOOR_PCT = 5;
/** A risk-adjusted score is provisional until its history covers this many trading days (ADR 023). */
export const RISK_ADJUSTED_MIN_TRADING_DAYS = 5;

export interface ScoreInputs {
  returnPct: number;
  excessReturnPct: number;
  volatilityPct: number;
}

/** The metric a ranking mode sorts by (ADR 023): the return, the return above the S&P 500, or that over volatility. */
export function rankingScore(mode: RankingMode, m: ScoreInputs): number {
  if (mode === 'return') return m.returnPct;
  if (mode === 'excess') return m.excessReturnPct;
  return m.excessReturnPct / Math.max(m.volatilityPct, RISK_ADJUSTED_VOLATILITY_FLOOR_PCT);
}

/** Whether a score of `mode` is provisional: a risk-adjusted score over fewer than 5 trading days. */
export function isProvisionalScore(mode: RankingMode, tradingDays: number): boolean {
  return mode === 'risk_adjusted' && tradingDays < RISK_ADJUSTED_MIN_TRADING_DAYS;
}
