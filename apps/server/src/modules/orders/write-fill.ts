import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { deletePosition, insertPosition, insertTrade, updateLedger, updatePosition } from '../portfolio/index.ts';
import { type FillPlan, isClosingSide } from './plan-fill.ts';

/**
 * Writes a planned fill inside the caller's transaction: the ledger (compare-and-set on the cash and trade count it
 * was planned on), the position and the trade row. Returns the trade's id, or null when the ledger no longer matched
 * (nothing was written). The same writes as the PostgreSQL batch statement (batch-fills.ts), one statement each.
 */
export async function writeFill(trx: Transaction<Database>, plan: FillPlan): Promise<number | null> {
  const { portfolioId, userId, symbol, side, quantity, priceCents, fill, before } = plan;
  const t = plan.now.getTime();
  const sells = isClosingSide(side) ? 1 : 0;
  const wins = sells === 1 && fill.realizedPnlCents > 0 ? 1 : 0;
  const updated = await updateLedger(trx, {
    portfolioId,
    cashAfterCents: fill.cashAfterCents,
    realizedPnlCents: fill.realizedPnlCents,
    sells,
    wins,
    at: t,
    versionAfter: plan.reservedAfter.version,
    cashBeforeCents: before.cashCents,
    tradesBefore: before.totalTrades,
    versionBefore: plan.reservedBefore.version,
  });
  if (Number(updated.numAffectedRows) !== 1) return null;

  const after = fill.holdingAfter;
  if (!after) await deletePosition(trx, portfolioId, symbol);
  else if (plan.held) await updatePosition(trx, after.quantity, after.costBasisCents, t, portfolioId, symbol);
  else await insertPosition(trx, portfolioId, symbol, after.quantity, after.costBasisCents, t);
  const { rows } = await insertTrade(
    trx,
    portfolioId,
    userId,
    symbol,
    side,
    quantity,
    priceCents,
    fill.amountCents,
    fill.realizedPnlCents,
    fill.cashAfterCents,
    t,
  );
  return Number(rows[0]!.id);
}
