import type { ClassAnalyticsResponse } from '@tradearena/contracts';
import {
  GUIDANCE_MAX_DRAWDOWN_PERCENT,
  GUIDANCE_MAX_POSITION_PERCENT,
  GUIDANCE_MAX_TRADES_PER_DAY,
} from '@tradearena/domain';

type Reason = ClassAnalyticsResponse['needsGuidanceStudents'][number]['reasons'][number];

/** Why a student needs guidance, in words (the rule of ADR 012). */
export const guidanceReasonLabels: Record<Reason, string> = {
  concentrated: `Over ${GUIDANCE_MAX_POSITION_PERCENT}% of the portfolio in one stock`,
  deep_drawdown: `More than ${GUIDANCE_MAX_DRAWDOWN_PERCENT}% below its peak value`,
  overtrading: `More than ${GUIDANCE_MAX_TRADES_PER_DAY} trades a day`,
};
