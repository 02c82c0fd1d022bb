import type { PortfolioLedger, PositionLot } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { type PortfolioReservations, readReservations } from './portfolio-reservations.ts';
import type { PortfolioContext } from './trading-deps.ts';

export interface LoadedPortfolio {
  id: number;
  userId: number;
  ledger: PortfolioLedger;
  lots: PositionLot[];
  /** What its open orders hold back (docs/product/trading.md#order-types), as of `reserved.version`. */
  reserved: PortfolioReservations;
}

const selectPortfolioWithPositions = preparedQuery(3, (db, userId: number, competitionId: number, season: number) =>
  db
    .selectFrom('portfolios as p')
    .leftJoin('positions as pos', 'pos.portfolio_id', 'p.id')
    .select([
      'p.id',
      'p.cash_cents',
      'p.starting_cash_cents',
      'p.net_deposits_cents',
      'p.realized_pnl_cents',
      'p.winning_sells',
      'p.total_sells',
      'p.total_trades',
      'p.order_version',
      'pos.symbol',
      'pos.quantity',
      'pos.cost_basis_cents',
    ])
    .where('p.user_id', '=', userId)
    .where('p.competition_id', '=', competitionId)
    .where('p.season', '=', season)
    .orderBy('pos.symbol'),
);

/** One query: the portfolio of (user, context) with its open positions, or null when it does not exist. */
export async function loadPortfolio(
  db: Kysely<Database>,
  userId: number,
  context: PortfolioContext,
): Promise<LoadedPortfolio | null> {
  const { rows } = await selectPortfolioWithPositions(db, userId, context.competitionId, context.season);
  const first = rows[0];
  if (!first) return null;
  const id = Number(first.id);
  return {
    id,
    userId,
    ledger: ledgerOf(first),
    // Read after the version: an order placed or cancelled in between changes the version, so a fill planned on
    // this state matches nothing and is decided again under the row lock.
    reserved: await readReservations(db, id, Number(first.order_version)),
    lots: rows
      .flatMap((r) =>
        r.symbol === null || r.quantity === null || r.cost_basis_cents === null
          ? []
          : [{ symbol: r.symbol, quantity: Number(r.quantity), costBasisCents: Number(r.cost_basis_cents) }],
      )
      .sort(byLotSymbol),
  };
}

/** Positions in symbol order by code unit, the same on both dialects and for states kept in memory. */
export function byLotSymbol(a: PositionLot, b: PositionLot): number {
  return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
}

export function ledgerOf(row: {
  cash_cents: number;
  starting_cash_cents: number;
  net_deposits_cents: number;
  realized_pnl_cents: number;
  winning_sells: number;
  total_sells: number;
  total_trades: number;
}): PortfolioLedger {
  return {
    cashCents: Number(row.cash_cents),
    startingCashCents: Number(row.starting_cash_cents),
    netDepositsCents: Number(row.net_deposits_cents),
    realizedPnlCents: Number(row.realized_pnl_cents),
    winningSells: Number(row.winning_sells),
    totalSells: Number(row.total_sells),
    totalTrades: Number(row.total_trades),
  };
}
