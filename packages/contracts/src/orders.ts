import { ORDER_STATUSES, ORDER_TERMS_MESSAGES, ORDER_TYPES, TIMES_IN_FORCE, TRADE_SIDES } from '@tradearena/domain';
import { z } from 'zod';
import { PortfolioTypeSchema } from './competitions.ts';
import { JournalTextSchema } from './house-rules.ts';
import { oneOfIgnoringCase, shareQuantityField } from './lenient-fields.ts';
import { SymbolSchema } from './market.ts';
import { CompetitionIdFieldSchema } from './trading.ts';

export const ORDER_MESSAGES = {
  /** The domain's 'short-selling-disabled' text (validate-order.ts), for the web's own check. */
  shortSellingUnavailable: ORDER_TERMS_MESSAGES['short-selling-disabled'],
  leagueSettingsSaved: 'League settings saved.',
  notFound: 'Order not found',
  notOpen: 'This order is no longer open, so it cannot be cancelled.',
  /** The `reason` of a market order placed while the market is closed, while it waits (docs/decisions/020-...). */
  queuedForOpen: 'Market closed: your order will fill at the next open',
} as const;

/** A price in dollars as a number or its decimal text (a form field); checked by the order rules (cents, > 0). */
const DollarsField = z.union([z.number(), z.string().trim()]).nullish();

/**
 * POST /api/orders. `side`, `type` and `timeInForce` are checked by the order rules so every wrong value gets its
 * own message (ORDER_INVALID_TERMS); prices are dollars with at most 2 decimals.
 */
export const PlaceOrderBodySchema = z
  .object({
    symbol: SymbolSchema,
    side: z.string().trim().toLowerCase().meta(oneOfIgnoringCase(TRADE_SIDES)),
    /** ORDER_INVALID_QUANTITY otherwise. */
    quantity: shareQuantityField(),
    type: z.string().trim().toLowerCase().default('market').meta(oneOfIgnoringCase(ORDER_TYPES)),
    limitPrice: DollarsField,
    stopPrice: DollarsField,
    timeInForce: z.string().trim().toLowerCase().default('day').meta(oneOfIgnoringCase(TIMES_IN_FORCE)),
    portfolioType: PortfolioTypeSchema.optional(),
    competitionId: CompetitionIdFieldSchema.optional(),
    /** ADR 026: why the player trades (a league's house rules may require it). */
    note: JournalTextSchema.nullish(),
  })
  .meta({ required: ['symbol', 'side', 'quantity'] });
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** An order as the API answers it (dollars; instants as ISO text). */
export const OrderSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: z.enum(TRADE_SIDES),
  quantity: z.number().int(),
  type: z.enum(ORDER_TYPES),
  limitPrice: z.number().nullable(),
  stopPrice: z.number().nullable(),
  timeInForce: z.enum(TIMES_IN_FORCE),
  status: z.enum(ORDER_STATUSES),
  /**
   * Why it was rejected (or how it ended), for the student; a margin call's explanation (ADR 015). While open, a
   * market order queued for the open says so (ORDER_MESSAGES.queuedForOpen); filled, it is null.
   */
  reason: z.string().nullable(),
  /**
   * docs/product/trading.md#short-selling-and-margin: placed or cancelled by a margin call (a cover bought back automatically, or an open order it cancelled):
   * `reason` explains it. Such covers are never open, so the web announces them when they first appear in ?status=all.
   */
  marginCall: z.boolean(),
  /** ADR 026: the note the player placed it with, as typed; null without one. */
  note: z.string().nullish(),
  /** Cash held back while open (dollars); null once it is no longer open or when it holds none. */
  reservedCash: z.number().nullable(),
  /** Shares held back while open (a sell); null otherwise. */
  reservedShares: z.number().int().nullable(),
  createdAt: z.string(),
  /** From when it may fill: the next open when placed while the market was closed. */
  activeFrom: z.string(),
  expiresAt: z.string(),
  filledAt: z.string().nullable(),
  fillPrice: z.number().nullable(),
  competitionId: z.number().int().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrdersQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  competitionId: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'competitionId must be a whole number')
    .transform(Number)
    .optional(),
});

/** The statuses the order history lists: every order that ended (never an open one). */
export const HISTORY_STATUSES = ['filled', 'cancelled', 'expired', 'rejected'] as const;
/** How many history rows a page holds unless `pageSize` says otherwise (at most 100). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/orders/history and GET /api/educator/leagues/{leagueId}/students/{userId}/orders: `status` one of
 * HISTORY_STATUSES or `closed` (all of them); `symbol` one stock; `page` from 1.
 */
export const OrderHistoryQuerySchema = z.object({
  status: z.enum(['closed', ...HISTORY_STATUSES]).default('closed'),
  symbol: SymbolSchema.optional(),
  page: z.coerce.number().int('page must be a whole number').min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int('pageSize must be a whole number').min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export const OrderHistoryPlayerQuerySchema = OrderHistoryQuerySchema.extend({
  competitionId: OrdersQuerySchema.shape.competitionId,
});

/**
 * One ended order in the history: an order of the orders table (limit, stop, queued, a margin call's cover) or a
 * market trade filled at once without one (`orderId` null). `price`: the fill price; `realizedGain`: what a sell or
 * cover fill realized (dollars), null on buys, shorts and unfilled orders; `at`: when it filled or ended.
 */
export const OrderHistoryEntrySchema = z.object({
  orderId: z.number().int().nullable(),
  tradeId: z.number().int().nullable(),
  symbol: z.string(),
  side: z.enum(TRADE_SIDES),
  quantity: z.number().int(),
  type: z.enum(ORDER_TYPES),
  limitPrice: z.number().nullable(),
  stopPrice: z.number().nullable(),
  status: z.enum(HISTORY_STATUSES),
  reason: z.string().nullable(),
  price: z.number().nullable(),
  realizedGain: z.number().nullable(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** A page of the history, newest first, with how many rows match in all. */
export const OrderHistoryPageSchema = z.object({
  entries: z.array(OrderHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderHistoryPage = z.infer<typeof OrderHistoryPageSchema>;

export const OrderIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'id must be a whole number')
    .transform(Number),
});
