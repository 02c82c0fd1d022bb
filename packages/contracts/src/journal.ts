import { TRADE_SIDES } from '@tradearena/domain';
import { z } from 'zod';
import { JournalTextSchema } from './house-rules.ts';
import { positiveWholeNumber } from './positive-whole-number.ts';
import { TradesQuerySchema } from './trading.ts';

/** PATCH /api/trades/:id (ADR 026). */
export const TradeIdParamsSchema = z.object({ id: positiveWholeNumber('Trade not found.') });
/** A reflection on one's own closed trade (sell or cover); null or blank removes it. */
export const TradeReflectionBodySchema = z.object({ reflection: JournalTextSchema.nullable() });
export type TradeReflectionBody = z.infer<typeof TradeReflectionBodySchema>;

/** GET /api/educator/journal/:leagueId: newest first, paged as the trade list is (`limit`, `cursor`). */
export const JournalQuerySchema = TradesQuerySchema.pick({ limit: true, cursor: true });
export const JournalParamsSchema = z.object({ leagueId: positiveWholeNumber('Class not found.') });

/** One trade of a student with a note or a reflection, as the educator's journal lists it. */
export const JournalEntrySchema = z.object({
  tradeId: z.number().int(),
  userId: z.number().int(),
  displayName: z.string(),
  symbol: z.string(),
  side: z.enum(TRADE_SIDES),
  quantity: z.number().int(),
  /** Dollars per share. */
  price: z.number(),
  /** ISO instant. */
  executedAt: z.string(),
  /** As typed (plain text): render it as text, never as HTML. */
  note: z.string().nullable(),
  reflection: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;
export const JournalPageSchema = z.object({
  entries: z.array(JournalEntrySchema),
  nextCursor: z.string().nullable(),
});
export type JournalPage = z.infer<typeof JournalPageSchema>;
