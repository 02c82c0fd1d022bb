import type { ExecutedTrade, TradesPage } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { listCorporateActionEntries } from './corporate-action-ledger.ts';
import { EXECUTED_TRADE_COLUMNS, toExecutedTradeJson } from './to-executed-trade-json.ts';
import type { PortfolioContext } from './trading-deps.ts';

/**
 * The user's trades in one portfolio, newest first, `limit` per page; the cursor is the last trade id seen. The first
 * page also carries the portfolio's latest dividends and splits (ADR 029), at most `limit` of them.
 */
export async function listTrades(
  db: Kysely<Database>,
  input: { userId: number; context: PortfolioContext; limit: number; cursor?: string | undefined },
): Promise<TradesPage> {
  let q = db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select(EXECUTED_TRADE_COLUMNS)
    .where('p.user_id', '=', input.userId)
    .where('p.competition_id', '=', input.context.competitionId)
    .where('p.season', '=', input.context.season)
    .orderBy('t.id', 'desc')
    .limit(input.limit + 1);
  if (input.cursor !== undefined) q = q.where('t.id', '<', Number(input.cursor));
  const rows = await q.execute();
  const page = rows.slice(0, input.limit);
  const trades: ExecutedTrade[] = page.map(toExecutedTradeJson);
  const last = page[page.length - 1];
  const nextCursor = rows.length > input.limit && last ? String(last.id) : null;
  if (input.cursor !== undefined) return { trades, nextCursor };
  const corporateActions = await listCorporateActionEntries(db, input);
  return { trades, nextCursor, ...(corporateActions.length > 0 ? { corporateActions } : {}) };
}
