import { type ExecutedTrade, HOUSE_RULES_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { toJournalText } from '../competition-core/index.ts';
import { EXECUTED_TRADE_COLUMNS, toExecutedTradeJson } from '../portfolio/index.ts';
import { isClosingSide } from './plan-fill.ts';

/**
 * PATCH /api/trades/:id { reflection } (docs/decisions/026-house-rules-and-the-journal.md): the player's reflection on
 * one of their own closed trades (a sell or a cover), stored as typed; null or blank removes it. Another player's
 * trade, or none, is TRADE_NOT_FOUND (never telling whose it is); a buy or a short is TRADE_NOT_CLOSED.
 */
export async function reflectOnTrade(
  db: Kysely<Database>,
  input: { userId: number; tradeId: number; reflection: string | null },
): Promise<Result<ExecutedTrade>> {
  const trade = await db
    .selectFrom('trades')
    .select('side')
    .where('id', '=', input.tradeId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!trade) return fail('TRADE_NOT_FOUND', HOUSE_RULES_MESSAGES.tradeNotFound);
  if (!isClosingSide(trade.side)) return fail('TRADE_NOT_CLOSED', HOUSE_RULES_MESSAGES.reflectionOpenTrade);
  await db
    .updateTable('trades')
    .set({ reflection: toJournalText(input.reflection) })
    .where('id', '=', input.tradeId)
    .where('user_id', '=', input.userId)
    .execute();
  const row = await db
    .selectFrom('trades as t')
    .select(EXECUTED_TRADE_COLUMNS)
    .where('t.id', '=', input.tradeId)
    .executeTakeFirstOrThrow();
  return ok(toExecutedTradeJson(row));
}
