import type { RankingMode } from '@tradearena/domain';

/** What each ranking mode sorts by (ADR 023), as the leaderboards and the create form name it. */
export const RANKING_MODE_LABELS: Record<RankingMode, string> = {
  return: 'return',
  excess: 'return above the S&P 500',
  risk_adjusted: 'risk-adjusted return',
};
