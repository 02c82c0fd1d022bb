import { z } from 'zod';
import { PortfolioTypeSchema } from './competitions.ts';
import { CompetitionIdFieldSchema } from './trading.ts';

/**
 * Performance against the S&P 500 (ADR 023): GET /api/portfolio/performance and the ranking modes. Percentages are
 * percent (2.5 = 2.5 %); `value` is dollars, like every JSON amount.
 */

export const PERFORMANCE_RANGES = ['1D', '1W', '1M', '3M', 'YTD', 'ALL'] as const;
export const PerformanceRangeSchema = z.enum(PERFORMANCE_RANGES, {
  message: `range must be one of ${PERFORMANCE_RANGES.join(', ')}`,
});
export type PerformanceRange = z.infer<typeof PerformanceRangeSchema>;

/** The same context as POST /api/trade-action: absent or `personal` is the personal portfolio. */
export const PerformanceQuerySchema = z.object({
  range: PerformanceRangeSchema.default('1M'),
  portfolioType: PortfolioTypeSchema.optional(),
  competitionId: CompetitionIdFieldSchema.optional(),
});
export type PerformanceQuery = z.infer<typeof PerformanceQuerySchema>;

export const PerformancePointSchema = z.object({
  /** ISO instant. */
  t: z.string(),
  value: z.number(),
  returnPct: z.number(),
  benchmarkPct: z.number(),
});

export const PerformanceResponseSchema = z.object({
  range: PerformanceRangeSchema,
  benchmark: z.object({ symbol: z.string(), name: z.string() }),
  /** At most 500: the first is the start (0 and 0), the last is now. */
  points: z.array(PerformancePointSchema),
  /** Time-weighted, net of deposits and transfers. */
  returnPct: z.number(),
  benchmarkReturnPct: z.number(),
  excessReturnPct: z.number(),
  volatilityPct: z.number(),
  maxDrawdownPct: z.number(),
  /** Value-weighted beta of what is held now (cash 0, SPY 1, a short negative). */
  beta: z.number(),
  sharpe: z.number().nullable(),
  sectors: z.array(z.object({ sector: z.string(), weightPct: z.number() })),
  /** returnPct split into parts that add up to it (±0.01 pp). */
  attribution: z.object({
    marketPct: z.number(),
    selectionPct: z.number(),
    cashPct: z.number(),
    feesPct: z.number(),
    dividendsPct: z.number(),
  }),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponseSchema>;
