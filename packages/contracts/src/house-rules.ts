import { type HouseRules as DomainHouseRules, toCents } from '@tradearena/domain';
import { z } from 'zod';
import { isWellFormedSymbol } from './market.ts';

/** docs/decisions/026-house-rules-and-the-journal.md: a note on an order, and a reflection on a closed trade. */
export const ORDER_NOTE_MAX_LENGTH = 500;

/** An order's note or a trade's reflection: plain text, shown as typed; blank counts as none. */
export const JournalTextSchema = z
  .string()
  .max(ORDER_NOTE_MAX_LENGTH, `A note can be at most ${ORDER_NOTE_MAX_LENGTH} characters`);

const WallClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is "HH:MM" (00:00 to 23:59)');
/** Upper-cased in place (no transform), so the same schema also describes the answer. */
const SymbolListSchema = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isWellFormedSymbol, 'A symbol is a letter, then letters, digits, dots or dashes (at most 10)'),
  )
  .max(500, 'At most 500 symbols');

/** Whole cents in dollars: at most 2 decimals. */
const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/**
 * A league's or class's house rules (docs/decisions/026-house-rules-and-the-journal.md), as PATCH /api/leagues/:id/settings
 * takes them and GET of the league answers them. Every rule is optional; null or absent means it does not apply.
 */
export const HouseRulesSchema = z.object({
  /** The value of one holding after the order, as % of the portfolio. */
  maxPositionPct: z.number().int().min(5).max(100).nullish(),
  /** Trades per player per New York trading day. */
  maxTradesPerDay: z.number().int().min(1).max(1000).nullish(),
  /** Dollars: a stock below it cannot be bought or shorted. */
  minPrice: z
    .number()
    .min(0.01)
    .max(10_000)
    .refine(isWholeCents, 'minPrice is dollars with at most 2 decimals')
    .nullish(),
  blockedSymbols: SymbolListSchema.nullish(),
  /** Non-empty: only these symbols trade. */
  allowedSymbols: SymbolListSchema.nullish(),
  /** In the league creator's (a class's educator's) time zone; inside market hours. */
  tradingHours: z
    .object({ start: WallClockSchema, end: WallClockSchema })
    .refine((h) => h.start < h.end, 'tradingHours.start must be before tradingHours.end')
    .nullish(),
  /** Charged on every fill: a fixed part in cents plus a percent (at most 2 decimals) of the fill's amount. */
  commission: z
    .object({
      perTradeCents: z.number().int().min(0).max(10_000),
      percent: z.number().min(0).max(5).refine(isWholeCents, 'commission.percent has at most 2 decimals'),
    })
    .nullish(),
  /** Every order needs a note (its reason). */
  requireNote: z.boolean().nullish(),
});
export type HouseRules = z.infer<typeof HouseRulesSchema>;

/** The messages of the house-rules settings. */
export const HOUSE_RULES_MESSAGES = {
  tradingHoursOutsideMarket:
    'Trading hours must lie inside market hours (9:30 to 16:00 New York time) in your time zone.',
  reflectionOpenTrade: 'A reflection can be added to a closed trade (a sell or a cover) only.',
  tradeNotFound: 'Trade not found.',
} as const;

/** The API's rules in the domain's units (cents, basis points): the engine's and the ticket's. */
export function toDomainHouseRules(rules: HouseRules): DomainHouseRules {
  return {
    ...rules,
    minPriceCents: rules.minPrice == null ? null : toCents(rules.minPrice),
    commission: rules.commission
      ? {
          perTradeCents: rules.commission.perTradeCents,
          percentBasisPoints: Math.round(rules.commission.percent * 100),
        }
      : null,
  };
}
