import { z } from 'zod';
import { NewsItemSchema } from './news.ts';

/** Market data: status and calendar, symbols, quotes, charts, movers (docs/product/trading.md#market-hours) and the /stock-stream messages. */

const isoInstant = z.string().describe('ISO 8601 instant in UTC');

const SYMBOL_MAX_LENGTH = 10;
const SYMBOL_PATTERN = /^[A-Z][A-Z0-9.-]*$/;

/** Whether an upper-case symbol has the shape SymbolSchema accepts (a letter, then letters, digits, dots, dashes). */
export function isWellFormedSymbol(symbol: string): boolean {
  return symbol.length <= SYMBOL_MAX_LENGTH && SYMBOL_PATTERN.test(symbol);
}

export const SymbolSchema = z
  .string()
  .trim()
  .min(1, 'Symbol is required')
  .max(SYMBOL_MAX_LENGTH, 'Symbol is too long')
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(SYMBOL_PATTERN, 'Symbol may contain only letters, digits, dots and dashes'));

export const MarketStatusSchema = z.object({
  isOpen: z.boolean(),
  session: z.enum(['regular', 'early-close', 'closed']),
  opensAt: isoInstant.nullable(),
  closesAt: isoInstant.nullable(),
  nextOpenAt: isoInstant,
  reason: z.string().optional(),
});
export type MarketStatusResponse = z.infer<typeof MarketStatusSchema>;

/** `year` is checked by the use-case (2000–2100, MARKET_BAD_YEAR); omitted means the current New York year. */
/** `year` is checked by the calendar (MARKET_BAD_YEAR): four digits, 2000 to 2100. */
export const CalendarQuerySchema = z.object({
  year: z
    .string()
    .max(10)
    .optional()
    .meta({ pattern: '^(20\\d\\d|2100)$', description: 'A year from 2000 to 2100 (default: the current one)' }),
});
export const MarketDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  name: z.string(),
  type: z.enum(['full', 'early']),
  closeTime: z.string().optional().describe('New York time HH:MM, early closes only'),
});
export const MarketCalendarSchema = z.object({ year: z.number().int(), days: z.array(MarketDaySchema) });
export type MarketCalendarResponse = z.infer<typeof MarketCalendarSchema>;

/** What an instrument is (docs/decisions/027-etfs-baskets-and-expense-ratios.md): a company's stock or an exchange-traded fund. */
export const INSTRUMENT_TYPES = ['stock', 'etf'] as const;
export const InstrumentTypeSchema = z.enum(INSTRUMENT_TYPES);
export type InstrumentType = z.infer<typeof InstrumentTypeSchema>;

/** `?type=stock|etf` of the search and the screener: omitted means every instrument; any other value is a 400. */
const InstrumentTypeFilter = InstrumentTypeSchema.optional().describe('Only instruments of this type');

export const SymbolSearchQuerySchema = z.object({ q: z.string().max(50).default(''), type: InstrumentTypeFilter });
export const SymbolSearchResultSchema = z.array(
  z.object({ symbol: z.string(), name: z.string(), sector: z.string(), type: InstrumentTypeSchema }),
);
export const SYMBOL_SEARCH_LIMIT = 10;

export const SymbolParamsSchema = z.object({ symbol: SymbolSchema });

export const QuoteResponseSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: InstrumentTypeSchema,
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  previousClose: z.number(),
  volume: z.number().int(),
  timestamp: isoInstant,
  marketState: z.enum(['open', 'closed']),
  source: z.enum(['simulated', 'massive', 'alphavantage', 'finnhub']),
  delayed: z.boolean(),
  /** True when this is not the provider's current price (its last good value after a failure, or the simulator's). */
  stale: z.boolean(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

export const TIMEFRAMES = ['5M', '1D', '1W'] as const;
export const ChartParamsSchema = z.object({
  symbol: SymbolSchema,
  /** Checked by the chart (MARKET_BAD_TIMEFRAME), case ignored. */
  timeframe: z.string().meta({ enum: [...TIMEFRAMES], description: 'Case is ignored' }),
});
export const CandleSchema = z.object({
  time: isoInstant,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number().int(),
});
export const ChartResponseSchema = z.array(CandleSchema);
export type CandleResponse = z.infer<typeof CandleSchema>;

export const MoverSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number().int(),
});
export const TrendingResponseSchema = z.object({ gainers: z.array(MoverSchema), losers: z.array(MoverSchema) });
export type TrendingResponse = z.infer<typeof TrendingResponseSchema>;

/**
 * One row of the stock screener (GET /api/stocks/screener): the latest quote with the symbol's sector, beta and
 * 52-week range. `beta` and the range are null where the market-data source cannot say (the web shows '—').
 */
export const ScreenerStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: InstrumentTypeSchema,
  sector: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number().int(),
  beta: z.number().nullable(),
  week52Low: z.number().nullable(),
  week52High: z.number().nullable(),
});
export type ScreenerStock = z.infer<typeof ScreenerStockSchema>;
export const ScreenerResponseSchema = z.object({ stocks: z.array(ScreenerStockSchema) });
export type ScreenerResponse = z.infer<typeof ScreenerResponseSchema>;
export const ScreenerQuerySchema = z.object({ type: InstrumentTypeFilter });

/**
 * A company's reference fundamentals as the stock page shows them: shares outstanding, trailing twelve months' EPS
 * (dollars, negative for a loss), annual dividend per share (dollars, 0 for none) and the date they describe.
 */
export const StockFundamentalsSchema = z.object({
  sharesOutstanding: z.number().int(),
  eps: z.number(),
  annualDividend: z.number(),
  asOf: z.string().meta({ description: 'YYYY-MM-DD' }),
});
export type StockFundamentals = z.infer<typeof StockFundamentalsSchema>;

/**
 * A stock page (GET /api/stocks/profile/{symbol}): the screener's row of the symbol (latest quote, sector, beta,
 * 52-week range), a short description written for students, and the recent news naming the symbol. Market cap
 * (dollars), P/E and dividend yield (percent) are computed from `fundamentals` at `price`
 * (packages/domain/src/market/key-figures.ts); null where the market-data source has no fundamentals, P/E null when
 * EPS ≤ 0 (the web shows '—').
 */
/** One of an ETF's largest holdings that our universe lists, with its weight in the fund (percent, 2 decimals). */
export const EtfHoldingSchema = z.object({ symbol: z.string(), name: z.string(), weightPct: z.number() });
export type EtfHolding = z.infer<typeof EtfHoldingSchema>;

export const StockProfileSchema = ScreenerStockSchema.extend({
  description: z.string(),
  /** ETFs only (null for a stock): the yearly fee in percent of assets (0.0945 = 0.0945 %), charged daily in the price. */
  expenseRatioPct: z.number().nullable(),
  /** ETFs only: its top holdings that are in our universe, largest first (empty for a stock, a bond or a gold fund). */
  topHoldings: z.array(EtfHoldingSchema),
  fundamentals: StockFundamentalsSchema.nullable(),
  marketCap: z.number().nullable(),
  peRatio: z.number().nullable(),
  dividendYield: z.number().nullable(),
  news: z.array(NewsItemSchema),
});
export type StockProfile = z.infer<typeof StockProfileSchema>;

/** The most holdings an ETF's page lists. */
export const ETF_TOP_HOLDINGS = 10;

/** The most stories a stock page lists. */
export const STOCK_NEWS_LIMIT = 10;

/** A player's watchlist (GET/POST/DELETE /api/watchlist): symbols in the order they were added. */
export const WatchlistSchema = z.object({ symbols: z.array(z.string()) });
export type Watchlist = z.infer<typeof WatchlistSchema>;
export const WatchlistAddSchema = z.object({ symbol: SymbolSchema });
/** The most symbols one watchlist holds. */
export const WATCHLIST_MAX = 50;
export const WATCHLIST_MESSAGES = {
  full: `A watchlist holds at most ${WATCHLIST_MAX} stocks. Remove one to add another.`,
} as const;

/** Response cache lifetimes (Cache-Control max-age, seconds), matched to the client's stale times (docs/product/accounts.md#refresh-and-stale-times). */
export const MARKET_CACHE_SECONDS = {
  status: 5,
  calendar: 3600,
  search: 3600,
  quote: 5,
  chart: 30,
  trending: 60,
  screener: 30,
  news: 900,
  economicCalendar: 3600,
} as const;
