import type { Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../adapters/db/schema.ts';
import { toJournalText } from '../competition-core/index.ts';
import type { BookOrder } from './order-book.ts';

export type OrderRow = Selectable<OrdersTable>;

/** Orders (`o`) with the season of their portfolio (`p`), what toBookOrder needs: the caller adds the filters. */
export function selectOrdersWithSeason(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('portfolios as p', 'p.id', 'o.portfolio_id')
    .selectAll('o')
    .select('p.season');
}

/** Open orders with the season of their portfolio, as the matcher keeps them (all, or some ids). */
export async function selectOpenBookOrders(db: Kysely<Database>, ids?: readonly number[]): Promise<BookOrder[]> {
  if (ids && ids.length === 0) return [];
  let q = selectOrdersWithSeason(db).where('o.status', '=', 'open');
  if (ids) q = q.where('o.id', 'in', ids);
  const rows = await q.execute();
  return rows.map((r) => toBookOrder(r, Number(r.season)));
}

export function toBookOrder(r: OrderRow, season: number): BookOrder {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    portfolioId: Number(r.portfolio_id),
    competitionId: Number(r.competition_id),
    season,
    symbol: r.symbol,
    side: r.side,
    type: r.order_type,
    quantity: Number(r.quantity),
    limitPriceCents: r.limit_price_cents === null ? null : Number(r.limit_price_cents),
    stopPriceCents: r.order_type === 'limit' || r.stop_price_cents === null ? null : Number(r.stop_price_cents),
    reservedCashCents: Number(r.reserved_cash_cents),
    reservedShares: Number(r.reserved_shares),
    activeFrom: Number(r.active_from),
    expiresAt: Number(r.expires_at),
  };
}

/** Bumps the portfolio's order version: its open orders changed (fills decided on the old state match nothing). */
export async function bumpOrderVersion(db: Kysely<Database>, portfolioId: number, t: number): Promise<void> {
  await db
    .updateTable('portfolios')
    .set((eb) => ({ order_version: eb('order_version', '+', 1), updated_at: t }))
    .where('id', '=', portfolioId)
    .execute();
}

/**
 * Closes an open order without a fill (cancelled, expired, rejected), releasing its reservation, and bumps its
 * portfolio's order version, in the caller's transaction. False when it was no longer open.
 */
export async function closeOrder(
  trx: Kysely<Database>,
  order: { id: number; portfolioId: number },
  status: 'cancelled' | 'expired' | 'rejected',
  reason: string | null,
  t: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set({ status, reason, closed_at: t, reserved_cash_cents: 0, reserved_shares: 0 })
    .where('id', '=', order.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await bumpOrderVersion(trx, order.portfolioId, t);
  return true;
}

/** A market order as it ended at once: filled by trade `tradeId`, or rejected with its reason; nothing reserved. */
export interface ClosedMarketOrder {
  userId: number;
  portfolioId: number;
  competitionId: number;
  symbol: string;
  side: OrdersTable['side'];
  quantity: number;
  timeInForce: OrdersTable['time_in_force'];
  status: 'filled' | 'rejected';
  reason: string | null;
  fillPriceCents: number | null;
  tradeId: number | null;
  /** ADR 026: the note it was placed with. */
  note?: string | null | undefined;
}

/** Records a market order placed, active, expired and closed at `t` (POST /api/orders, a margin call's cover). */
export async function insertMarketOrder(db: Kysely<Database>, order: ClosedMarketOrder, t: number): Promise<OrderRow> {
  return db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      portfolio_id: order.portfolioId,
      competition_id: order.competitionId,
      symbol: order.symbol,
      side: order.side,
      quantity: order.quantity,
      order_type: 'market',
      limit_price_cents: null,
      stop_price_cents: null,
      time_in_force: order.timeInForce,
      status: order.status,
      reason: order.reason,
      created_at: t,
      active_from: t,
      expires_at: t,
      closed_at: t,
      fill_price_cents: order.fillPriceCents,
      trade_id: order.tradeId,
      note: toJournalText(order.note),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
