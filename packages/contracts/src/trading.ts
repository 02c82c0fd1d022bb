import { TRADE_SIDES } from '@tradearena/domain';
import { z } from 'zod';
import { PortfolioTypeSchema } from './competitions.ts';
import { JournalTextSchema } from './house-rules.ts';
import { oneOfIgnoringCase, shareQuantityField } from './lenient-fields.ts';
import { InstrumentTypeSchema, SymbolSchema } from './market.ts';

/**
 * Trading endpoints (docs/product/trading.md#placing-a-trade): request schemas, response shapes in dollars with 2 decimals, and the
 * pub/sub message sent after every trade. Money is integer cents inside the server; these are the JSON edge.
 */

/** A competition id in a body, as a number or digits (the order routes take it the same way). */
export const CompetitionIdFieldSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'competitionId must be a whole number'),
  ])
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const TradeActionBodySchema = z
  .object({
    /** As the market routes take it: a malformed symbol is a 400; a well-formed one nobody lists is a 404. */
    symbol: SymbolSchema,
    action: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .pipe(z.enum(['buy', 'sell'], { message: 'must be "buy" or "sell"' }))
      .meta(oneOfIgnoringCase(['buy', 'sell'])),
    /** Checked by the order rules (missing included) so every wrong value gets the ticket's "Invalid Quantity" message. */
    shares: shareQuantityField(),
    /** What the user saw. Never used to price: the server fills at its own quote. */
    currentPrice: z.union([z.string(), z.number()]).optional(),
    /** docs/product/trading.md#placing-a-trade: absent or `personal` trades the personal portfolio; the others need `competitionId`. */
    portfolioType: PortfolioTypeSchema.optional(),
    competitionId: CompetitionIdFieldSchema.optional(),
    /** ADR 026: why the player trades (a league's house rules may require it). */
    note: JournalTextSchema.nullish(),
  })
  .meta({ required: ['symbol', 'action', 'shares'] });
export type TradeActionBody = z.infer<typeof TradeActionBodySchema>;

/** Optional `Idempotency-Key` header: a retried request with the same key returns the first result. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters');
/** The headers of a route that takes an Idempotency-Key (checked by the route itself, so documented only). */
export const IdempotencyKeyHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() });

/**
 * A position. docs/product/trading.md#short-selling-and-margin: a short position (`side: 'short'`) carries signed figures so sums stay right: quantity,
 * costBasis (the sale proceeds), marketValue/totalValue (what buying it back costs now: a liability) and dayChange
 * are negative; averagePrice (the price sold at) and currentPrice are positive; unrealizedPL is the short's own
 * profit (proceeds − cost to cover now) and profitLossPercent is over the proceeds.
 */
export const PositionSchema = z.object({
  symbol: z.string(),
  /** A stock or an ETF (docs/decisions/027-etfs-baskets-and-expense-ratios.md). */
  type: InstrumentTypeSchema,
  /** ADR 026: the note of the latest trade in this symbol that had one (league and championship holdings). */
  note: z.string().nullish(),
  /** Whole shares: negative for a short position. */
  quantity: z.number().int(),
  side: z.enum(['long', 'short']),
  averagePrice: z.number(),
  currentPrice: z.number(),
  costBasis: z.number(),
  totalValue: z.number(),
  marketValue: z.number(),
  unrealizedPL: z.number(),
  profitLoss: z.number(),
  profitLossPercent: z.number(),
  /**
   * The day change counts from the previous close for shares held since before today's New York trading day and
   * from the fill price for shares opened today (packages/domain day-change.ts), so for a position opened today it
   * equals the unrealized P&L.
   */
  dayChange: z.number(),
  dayChangePercent: z.number(),
  /** Per share, what dayChange counts from: dayChange = quantity × (currentPrice − dayChangeBase). */
  dayChangeBase: z.number().optional(),
});
export type Position = z.infer<typeof PositionSchema>;

export const PortfolioSummarySchema = z.object({
  totalValue: z.number(),
  cashBalance: z.number(),
  /** Winning sells over all sells, in percent. */
  winRate: z.number(),
  totalProfitLoss: z.number(),
  realizedProfitLoss: z.number(),
  unrealizedProfitLoss: z.number(),
  /** Today's P&L: the sum of the positions' dayChange. */
  dayChange: z.number().optional(),
  /** Sells closed at a profit. */
  winningTrades: z.number().int(),
  /** Every trade, buys and sells. */
  totalTrades: z.number().int(),
  /** Sells: the denominator of winRate. */
  closedTrades: z.number().int(),
  /** Return net of deposits in percent: time-weighted over bank transfers (ADR 011), else profit over starting cash. */
  totalReturn: z.number(),
  /**
   * docs/product/trading.md#short-selling-and-margin (ADR 015): what a new buy may spend — cash − cash reserved by open orders − 150 % of the shorts' value
   * (never below 0). Dollars, like the three below.
   */
  buyingPower: z.number(),
  /** Cash held back by open orders. */
  reservedCash: z.number(),
  /** What buying back every short position would cost now (positive; 0 with no shorts). */
  shortMarketValue: z.number(),
  /** The market value of new shorts the buying power can back (it pays 50 % of each). */
  shortSellingPower: z.number(),
  positions: z.array(PositionSchema),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const UserAchievementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  xp: z.number().int(),
  /** ISO instant. */
  unlockedAt: z.string(),
});
export type UserAchievement = z.infer<typeof UserAchievementSchema>;
export const UserAchievementsResponseSchema = z.array(UserAchievementSchema);

export const ExecutedTradeSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  /** docs/product/trading.md#short-selling-and-margin: short opens or adds to a short position, cover buys it back. */
  action: z.enum(TRADE_SIDES),
  shares: z.number().int(),
  /** The fill price per share. */
  price: z.number(),
  /** shares × price. */
  total: z.number(),
  /** Sells: against the average cost; covers: the proceeds' basis − the cost. Buys and shorts: 0. */
  realizedProfitLoss: z.number(),
  cashAfter: z.number(),
  /** ISO instant. */
  executedAt: z.string(),
  /** ADR 026: the order's note as typed; null or absent without one. */
  note: z.string().nullish(),
  /** ADR 026: the player's reflection on a closed trade, added later. */
  reflection: z.string().nullish(),
  /** ADR 026: the league's commission on this fill, in dollars (absent or 0 without one). */
  commission: z.number().optional(),
});
export type ExecutedTrade = z.infer<typeof ExecutedTradeSchema>;

export const TradeActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  trade: ExecutedTradeSchema,
  portfolio: PortfolioSummarySchema,
  achievementsUnlocked: z.array(UserAchievementSchema),
});
export type TradeActionResponse = z.infer<typeof TradeActionResponseSchema>;

export const TradesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'is not a cursor from this list')
    .optional(),
  /** ADR 026: a league's or championship's portfolio of the caller (its trades with their notes); absent: personal. */
  competitionId: z.coerce.number().int().min(1).optional(),
});
export type TradesQuery = z.infer<typeof TradesQuerySchema>;

/**
 * A corporate action's entry in a portfolio's ledger (docs/decisions/029-corporate-actions-accounting.md): a dividend
 * credited (or charged to a short) on its pay date, or a split at the open with its cash in lieu of a fraction.
 */
export const CorporateActionEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['dividend', 'split']),
  symbol: z.string(),
  /** What the history shows: "Dividend: 100 KO × $0.51", "Split 3-for-2: 15 MSFT → 22 MSFT, cash in lieu $100.00". */
  text: z.string(),
  /** Shares held (negative: short): at the close before the ex-date, or before the split. */
  quantity: z.number().int(),
  /** Shares after (a split); the same as quantity for a dividend. */
  quantityAfter: z.number().int(),
  /** Cash in (+) or out (−), dollars. */
  cash: z.number(),
  cashAfter: z.number(),
  /** ISO instant it was applied. */
  at: z.string(),
});
export type CorporateActionEntry = z.infer<typeof CorporateActionEntrySchema>;

export const TradesPageSchema = z.object({
  trades: z.array(ExecutedTradeSchema),
  nextCursor: z.string().nullable(),
  /** ADR 029: on the first page (no cursor), the portfolio's dividends and splits, newest first. */
  corporateActions: z.array(CorporateActionEntrySchema).optional(),
});
export type TradesPage = z.infer<typeof TradesPageSchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  level: z.number().int(),
  /** Profit net of deposits, in dollars. */
  profitLoss: z.number(),
  /** Profit over starting cash plus net deposits, in percent. */
  totalReturn: z.number(),
  /** Percent. */
  winRate: z.number(),
  /** Achievements unlocked. */
  achievements: z.number().int(),
  isCurrentUser: z.boolean(),
  /** 'Elite': finished a championship season in its top 1 % (docs/product/leaderboard-badges.md). */
  elite: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
/** The top 10, then the current user's own row when ranked beyond them. */
export const LeaderboardResponseSchema = z.array(LeaderboardEntrySchema);
/** Response header of GET /api/leaderboard: how many players are ranked (for "bottom 3" and "of N players"). */
export const LEADERBOARD_TOTAL_HEADER = 'x-total-count';

/** Published on `portfolioChannel(userId)` after every committed trade, so the user's other sessions refresh. */
export const PortfolioChangedMessageSchema = z.object({
  type: z.literal('portfolio_changed'),
  userId: z.number().int(),
  /** 0 when the change is not about one portfolio (an achievement unlocked by the daily job). */
  portfolioId: z.number().int(),
  /** 0 for the personal portfolio, else the competition or league id. */
  competitionId: z.number().int(),
  season: z.number().int(),
  /** The trade that changed it; null when something else did (an achievement unlocked by the daily job). */
  tradeId: z.number().int().nullable(),
  /** ISO instant of the trade. */
  at: z.string(),
  /** ADR 029: a notice for the player when no trade changed it ("Dividend: 100 KO × $0.51", a split). */
  notice: z.string().optional(),
});
export type PortfolioChangedMessage = z.infer<typeof PortfolioChangedMessageSchema>;

export function portfolioChannel(userId: number): string {
  return `portfolio:${userId}`;
}

/** Every PortfolioChangedMessage is also published here, for server-side listeners (the leaderboard index). */
export const PORTFOLIO_CHANGES_CHANNEL = 'portfolios:changed';
