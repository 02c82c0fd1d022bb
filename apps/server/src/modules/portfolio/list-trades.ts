import type { ExecutedTrade, TradesPage } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { dollars } from './to-portfolio-json.ts';
import type { PortfolioContext } from './trading-deps.ts';

/** The user's trades in one portfolio, newest first, `limit` per page; the cursor is the last trade id seen. */
export async function listTrades(
  db: Kysely<Database>,
  input: { userId: number; context: PortfolioContext; limit: number; cursor?: string | undefined },
): Promise<TradesPage> {
  let q = db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select([
      't.id',
      't.symbol',
      't.side',
      't.quantity',
      't.price_cents',
      't.amount_cents',
      't.realized_pnl_cents',
      't.cash_after_cents',
      't.executed_at',
    ])
    .where('p.user_id', '=', input.userId)
    .where('p.competition_id', '=', input.context.competitionId)
    .where('p.season', '=', input.context.season)
    .orderBy('t.id', 'desc')
    .limit(input.limit + 1);
  if (input.cursor !== undefined) q = q.where('t.id', '<', Number(input.cursor));
  const rows = await q.execute();
  const page = rows.slice(0, input.limit);
  const trades: ExecutedTrade[] = page.map((r) => ({
    id: Number(r.id),
    symbol: r.symbol,
    action: r.side,
    shares: Number(r.quantity),
    price: dollars(Number(r.price_cents)),
    total: dollars(Number(r.amount_cents)),
    realizedProfitLoss: dollars(Number(r.realized_pnl_cents)),
    cashAfter: dollars(Number(r.cash_after_cents)),
    executedAt: new Date(Number(r.executed_at)).toISOString(),
  }));
  const last = page[page.length - 1];
  return { trades, nextCursor: rows.length > input.limit && last ? String(last.id) : null };
}
