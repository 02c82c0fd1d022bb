import type { PositionLot } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';

/** The statements of an order (fill-order.ts), each built once per dialect and reused. */

/** Locks the portfolio row for the transaction and returns it (the path without a known state). */
export const lockPortfolio = preparedQuery(4, (db, t: number, userId: number, competitionId: number, season: number) =>
  db
    .updateTable('portfolios')
    .set({ updated_at: t })
    .where('user_id', '=', userId)
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .returningAll(),
);

export const selectPositions = preparedQuery(1, (db, portfolioId: number) =>
  db.selectFrom('positions').select(['symbol', 'quantity', 'cost_basis_cents']).where('portfolio_id', '=', portfolioId),
);

/** The portfolio's positions as lots (in the order the database returns them). */
export async function selectLots(db: Kysely<Database>, portfolioId: number): Promise<PositionLot[]> {
  return (await selectPositions(db, portfolioId)).rows.map((p) => ({
    symbol: p.symbol,
    quantity: Number(p.quantity),
    costBasisCents: Number(p.cost_basis_cents),
  }));
}

/** The symbols and quantities of the positions of (user, competition, season), without locking its row. */
export const selectPositionsOf = preparedQuery(3, (db, userId: number, competitionId: number, season: number) =>
  db
    .selectFrom('positions as x')
    .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
    .select(['x.symbol', 'x.quantity'])
    .where('p.user_id', '=', userId)
    .where('p.competition_id', '=', competitionId)
    .where('p.season', '=', season),
);

const updateLedgerStatement = preparedQuery(
  10,
  (
    db,
    cash: number,
    realized: number,
    sells: number,
    wins: number,
    t: number,
    versionAfter: number,
    portfolioId: number,
    cashBefore: number,
    tradesBefore: number,
    versionBefore: number,
  ) =>
    db
      .updateTable('portfolios')
      .set((eb) => ({
        cash_cents: cash,
        realized_pnl_cents: eb('realized_pnl_cents', '+', realized),
        total_trades: eb('total_trades', '+', 1),
        total_sells: eb('total_sells', '+', sells),
        winning_sells: eb('winning_sells', '+', wins),
        updated_at: t,
        order_version: versionAfter,
      }))
      .where('id', '=', portfolioId)
      .where('cash_cents', '=', cashBefore)
      .where('total_trades', '=', tradesBefore)
      .where('order_version', '=', versionBefore),
);

/** A fill's change to its portfolio's ledger row, and the state it was planned on (compare-and-set). */
export interface LedgerChange {
  portfolioId: number;
  cashAfterCents: number;
  realizedPnlCents: number;
  /** 1 when the fill closes shares (a sell or cover), else 0; `wins` 1 when that close made a profit. */
  sells: number;
  wins: number;
  at: number;
  versionAfter: number;
  cashBeforeCents: number;
  tradesBefore: number;
  versionBefore: number;
}

/**
 * The fill's write to the ledger, compare-and-set on the cash, the trade count and the order version (docs/product/trading.md#order-types: the
 * open orders' reservations) the order was filled against: every trade bumps the count and every change to the open
 * orders the version, so the row matches only in exactly that state (0 rows: it moved meanwhile). Compiled, to run
 * on a transaction or at once (write-fill.ts).
 */
export function ledgerUpdate(db: Kysely<Database>, c: LedgerChange) {
  return updateLedgerStatement.compiled(
    db,
    c.cashAfterCents,
    c.realizedPnlCents,
    c.sells,
    c.wins,
    c.at,
    c.versionAfter,
    c.portfolioId,
    c.cashBeforeCents,
    c.tradesBefore,
    c.versionBefore,
  );
}

export const insertPosition = preparedQuery(
  5,
  (db, portfolioId: number, symbol: string, quantity: number, basis: number, t: number) =>
    db.insertInto('positions').values({
      portfolio_id: portfolioId,
      symbol,
      quantity,
      cost_basis_cents: basis,
      opened_at: t,
      updated_at: t,
    }),
);

export const updatePosition = preparedQuery(
  5,
  (db, quantity: number, basis: number, t: number, portfolioId: number, symbol: string) =>
    db
      .updateTable('positions')
      .set({ quantity, cost_basis_cents: basis, updated_at: t })
      .where('portfolio_id', '=', portfolioId)
      .where('symbol', '=', symbol),
);

export const deletePosition = preparedQuery(2, (db, portfolioId: number, symbol: string) =>
  db.deleteFrom('positions').where('portfolio_id', '=', portfolioId).where('symbol', '=', symbol),
);

export const insertTrade = preparedQuery(
  10,
  (
    db,
    portfolio_id: number,
    user_id: number,
    symbol: string,
    side: string,
    quantity: number,
    price_cents: number,
    amount_cents: number,
    realized_pnl_cents: number,
    cash_after_cents: number,
    executed_at: number,
  ) =>
    db
      .insertInto('trades')
      .values({
        portfolio_id,
        user_id,
        symbol,
        side: side as 'buy' | 'sell',
        quantity,
        price_cents,
        amount_cents,
        realized_pnl_cents,
        cash_after_cents,
        executed_at,
      })
      .returning('id'),
);

export const selectAchievementIds = preparedQuery(1, (db, userId: number) =>
  db.selectFrom('user_achievements').select('achievement_id').where('user_id', '=', userId),
);

/** The user's trades in its other (competition) portfolios, from their counters (each trade adds one to its own). */
export const sumOtherTrades = preparedQuery(3, (db, userId: number, competitionId: number, season: number) =>
  db
    .selectFrom('portfolios')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_trades'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('competition_id', '!=', competitionId), eb('season', '!=', season)])),
);

/** The user's trades in every portfolio, from the portfolios' counters (each trade adds one to its portfolio's). */
export const sumUserTrades = preparedQuery(1, (db, userId: number) =>
  db
    .selectFrom('portfolios')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_trades'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId),
);

/** Closes an open order as filled by trade `tradeId` (docs/product/trading.md#order-types); false when it was not open. */
export async function closeFilledOrder(
  db: Kysely<Database>,
  orderId: number,
  tradeId: number,
  priceCents: number,
  t: number,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({
      status: 'filled',
      reason: null,
      fill_price_cents: priceCents,
      trade_id: tradeId,
      closed_at: t,
      reserved_cash_cents: 0,
      reserved_shares: 0,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
