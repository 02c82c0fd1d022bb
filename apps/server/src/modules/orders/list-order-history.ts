import type { OrderHistoryEntry, OrderHistoryPage, OrderHistoryQuerySchema } from '@tradearena/contracts';
import { HISTORY_STATUSES } from '@tradearena/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../adapters/db/schema.ts';
import { dollars } from '../portfolio/index.ts';

export type OrderHistoryFilter = z.output<typeof OrderHistoryQuerySchema>;

const iso = (t: number) => new Date(t).toISOString();
const cents = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The order history of one player's portfolio context (the personal one when `competitionId` is null), newest first,
 * one page of `filter`: every order that ended (filled, cancelled, expired, rejected; never an open one) and every
 * trade filled at once without an order row (a market trade through POST /api/trade-action or a championship's
 * trade), which is a filled market order. A sell or cover fill carries the gain its trade realized. GET
 * /api/orders/history for the player, and the educator's view of a student in a class (list-student-orders.ts).
 */
export async function listOrderHistory(
  db: Kysely<Database>,
  input: { userId: number; competitionId: number | null; filter: OrderHistoryFilter },
): Promise<OrderHistoryPage> {
  const { status, symbol, page, pageSize } = input.filter;
  const competitionId = input.competitionId ?? 0;
  let orders = db
    .selectFrom('orders as o')
    .leftJoin('trades as t', 't.id', 'o.trade_id')
    .select((eb) => [
      eb.ref('o.id').$castTo<number | null>().as('order_id'),
      'o.trade_id as trade_id',
      'o.symbol as symbol',
      'o.side as side',
      'o.quantity as quantity',
      'o.order_type as type',
      'o.limit_price_cents as limit_price_cents',
      'o.stop_price_cents as stop_price_cents',
      'o.status as status',
      'o.reason as reason',
      'o.fill_price_cents as price_cents',
      't.realized_pnl_cents as realized_pnl_cents',
      sql<number>`coalesce(o.closed_at, o.created_at)`.as('at'),
    ])
    .where('o.user_id', '=', input.userId)
    .where('o.competition_id', '=', competitionId)
    .where('o.status', 'in', status === 'closed' ? [...HISTORY_STATUSES] : [status]);
  if (symbol) orders = orders.where('o.symbol', '=', symbol);
  let trades = db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select([
      sql<number | null>`null`.as('order_id'),
      't.id as trade_id',
      't.symbol as symbol',
      't.side as side',
      't.quantity as quantity',
      sql<'market'>`'market'`.as('type'),
      sql<number | null>`null`.as('limit_price_cents'),
      sql<number | null>`null`.as('stop_price_cents'),
      sql<'filled'>`'filled'`.as('status'),
      sql<string | null>`null`.as('reason'),
      't.price_cents as price_cents',
      't.realized_pnl_cents as realized_pnl_cents',
      't.executed_at as at',
    ])
    .where('t.user_id', '=', input.userId)
    .where('p.competition_id', '=', competitionId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders as f').select('f.id').whereRef('f.trade_id', '=', 't.id'))),
    );
  if (symbol) trades = trades.where('t.symbol', '=', symbol);
  const both = status === 'closed' || status === 'filled' ? orders.unionAll(trades) : orders;
  const history = db.selectFrom(both.as('h'));
  const [rows, count] = await Promise.all([
    history
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy(sql`coalesce(order_id, 0)`, 'desc')
      .orderBy(sql`coalesce(trade_id, 0)`, 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    history.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map((r): OrderHistoryEntry => {
    const realizes = r.status === 'filled' && (r.side === 'sell' || r.side === 'cover');
    const gain = cents(r.realized_pnl_cents);
    const limit = cents(r.limit_price_cents);
    const stop = cents(r.stop_price_cents);
    const price = cents(r.price_cents);
    return {
      orderId: cents(r.order_id),
      tradeId: cents(r.trade_id),
      symbol: r.symbol,
      side: r.side,
      quantity: Number(r.quantity),
      type: r.type,
      limitPrice: limit === null ? null : dollars(limit),
      stopPrice: stop === null ? null : dollars(stop),
      status: r.status as OrderHistoryEntry['status'],
      reason: r.reason,
      price: price === null ? null : dollars(price),
      realizedGain: realizes && gain !== null ? dollars(gain) : null,
      at: iso(Number(r.at)),
    };
  });
  return { entries, total: Number(count.n), page, pageSize };
}
