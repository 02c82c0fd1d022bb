import { RANKING_MODES } from '@tradearena/domain';
import { z } from 'zod';

/** How a championship or league ranks (ADR 023): return, return above the S&P 500, or that over volatility. */
export const RankingModeSchema = z.enum(RANKING_MODES, {
  message: `rankingMode must be one of ${RANKING_MODES.join(', ')}`,
});
