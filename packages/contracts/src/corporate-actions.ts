import { z } from 'zod';

/**
 * Corporate actions as announced ahead (docs/decisions/028-corporate-actions.md): cash dividends and stock splits.
 * Dates are New York trading dates; `amount` is dollars per share as declared (up to four decimals); a split's
 * `ratio` reads "to-for-from": "2-for-1" turns each share into two, "1-for-10" (a reverse split) ten into one.
 */
const civilDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DividendSchema = z.object({
  declaredDate: civilDate,
  /** The first day without the dividend: the price opens lower by `amount`; holders at the previous close get it. */
  exDate: civilDate,
  payDate: civilDate,
  amount: z.number(),
});
export const SplitSchema = z.object({ date: civilDate, ratio: z.string().describe('"2-for-1": new shares for old') });

/** GET /api/stocks/{symbol}/corporate-actions: the past 12 months and the next 12, in date order. */
export const StockCorporateActionsSchema = z.object({
  dividends: z.array(DividendSchema),
  splits: z.array(SplitSchema),
});
export type StockCorporateActions = z.infer<typeof StockCorporateActionsSchema>;

/** GET /api/market/corporate-actions: every symbol's from `from` to `to`, each item with its symbol. */
export const MarketCorporateActionsSchema = z.object({
  dividends: z.array(DividendSchema.extend({ symbol: z.string() })),
  splits: z.array(SplitSchema.extend({ symbol: z.string() })),
});
export type MarketCorporateActions = z.infer<typeof MarketCorporateActionsSchema>;

/** The longest span (days from `from` to `to`) the market-wide list answers: a year, a leap year's included. */
export const CORPORATE_ACTIONS_MAX_SPAN_DAYS = 366;

/** Checked by the use-case (MARKET_BAD_DATE_RANGE): real dates YYYY-MM-DD, from ≤ to, at most a year apart. */
export const CorporateActionsQuerySchema = z.object({
  from: z.string().max(20).optional().meta({ description: 'YYYY-MM-DD (default: today in New York)' }),
  to: z.string().max(20).optional().meta({ description: 'YYYY-MM-DD (default: a year after from)' }),
});
