import type { PortfolioLedger, PositionLot } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { byLotSymbol, ledgerOf } from './load-portfolio.ts';
import { lockPortfolio, selectLots } from './order-statements.ts';
import { type PortfolioReservations, readReservations } from './portfolio-reservations.ts';
import type { PortfolioContext } from './trading-deps.ts';

export interface LockedPortfolio {
  id: number;
  ledger: PortfolioLedger;
  /** In symbol order (byLotSymbol). */
  lots: PositionLot[];
  reserved: PortfolioReservations;
}

/**
 * The portfolio of (user, context), its row locked for the caller's transaction, with its positions and its open
 * orders' reservations at the locked order version; null when it does not exist.
 */
export async function readLockedPortfolio(
  trx: Kysely<Database>,
  userId: number,
  context: PortfolioContext,
  t: number,
): Promise<LockedPortfolio | null> {
  const row = (await lockPortfolio(trx, t, userId, context.competitionId, context.season)).rows[0];
  if (!row) return null;
  const id = Number(row.id);
  const lots = await selectLots(trx, id);
  const reserved = await readReservations(trx, id, Number(row.order_version));
  return { id, ledger: ledgerOf(row), lots: lots.sort(byLotSymbol), reserved };
}
