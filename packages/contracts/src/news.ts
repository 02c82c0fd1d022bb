import { z } from 'zod';

/** Market news and the economic calendar (docs/product/content.md#news). */

export const NEWS_CATEGORIES = ['markets', 'earnings', 'economic', 'sector', 'global', 'technology'] as const;
export const NewsCategorySchema = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** The news page lists six stories (docs/product/content.md#news). */
export const NEWS_ITEMS_SHOWN = 6;

/** Category counts shown until /api/news/categories answers (docs/product/content.md#news), in NEWS_CATEGORIES order. */
export const DEFAULT_NEWS_CATEGORY_COUNTS = {
  markets: 24,
  earnings: 18,
  economic: 12,
  sector: 15,
  global: 20,
  technology: 22,
} as const satisfies Record<NewsCategory, number>;

export const NewsItemSchema = z.object({
  id: z.string(),
  category: NewsCategorySchema,
  categories: z.array(NewsCategorySchema),
  sentiment: z.enum(['Positive', 'Negative', 'Neutral']),
  title: z.string(),
  source: z.string(),
  /** YYYYMMDDTHHMMSS in UTC (the Alpha Vantage format the news client reads). */
  time_published: z.string().regex(/^\d{8}T\d{6}$/),
  url: z.string(),
  summary: z.string(),
  tickers: z.array(z.string()),
  /** True for stories the simulated market wrote about itself. */
  simulated: z.boolean(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListResponseSchema = z.array(NewsItemSchema);
export const NewsSectorParamsSchema = z.object({ key: NewsCategorySchema });
export const NewsCategoriesResponseSchema = z.object(
  Object.fromEntries(NEWS_CATEGORIES.map((k) => [k, z.number().int()])) as Record<NewsCategory, z.ZodNumber>,
);
export type NewsCategoriesResponse = z.infer<typeof NewsCategoriesResponseSchema>;

export const EconomicEventSchema = z.object({
  event: z.string(),
  /** New York date YYYY-MM-DD and time HH:MM (ET). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  impact: z.enum(['High Impact', 'Medium Impact']),
  actual: z.string().optional(),
  forecast: z.string().optional(),
  previous: z.string().optional(),
  /** 'official' dates are published by the agency (FOMC); 'rule-based' dates follow the usual release pattern. */
  schedule: z.enum(['official', 'rule-based']),
});
export const EconomicCalendarResponseSchema = z.array(EconomicEventSchema);
export type EconomicEventResponse = z.infer<typeof EconomicEventSchema>;
