import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { StatementsNow } from '../../adapters/db/statements-now.ts';
import { deletePosition, insertPosition, insertTrade, ledgerUpdate, updatePosition } from '../portfolio/index.ts';
import { type FillPlan, isClosingSide } from './plan-fill.ts';

/**
 * The writes of a planned fill, in order: the ledger (compare-and-set on the cash and trade count it was planned on),
 * the position and the trade row. The same writes as the PostgreSQL batch statement (batch-fills.ts), one statement
 * each, compiled for `db`'s dialect.
 */
function fillWrites(
  db: Kysely<Database>,
  plan: FillPlan,
): [ledger: CompiledQuery, position: CompiledQuery, trade: CompiledQuery<{ id: number }>] {
  const { portfolioId, userId, symbol, side, quantity, priceCents, fill, before } = plan;
  const t = plan.now.getTime();
  const sells = isClosingSide(side) ? 1 : 0;
  const ledger = ledgerUpdate(db, {
    portfolioId,
    cashAfterCents: fill.cashAfterCents,
    realizedPnlCents: fill.realizedPnlCents,
    sells,
    wins: sells === 1 && fill.realizedPnlCents > 0 ? 1 : 0,
    at: t,
    versionAfter: plan.reservedAfter.version,
    cashBeforeCents: before.cashCents,
    tradesBefore: before.totalTrades,
    versionBefore: plan.reservedBefore.version,
  });
  const after = fill.holdingAfter;
  const position = !after
    ? deletePosition.compiled(db, portfolioId, symbol)
    : plan.held
      ? updatePosition.compiled(db, after.quantity, after.costBasisCents, t, portfolioId, symbol)
      : insertPosition.compiled(db, portfolioId, symbol, after.quantity, after.costBasisCents, t);
  const trade = insertTrade.compiled(
    db,
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
  return [ledger, position, trade];
}

/**
 * Writes a planned fill inside the caller's transaction. Returns the trade's id, or null when the ledger no longer
 * matched (nothing was written).
 */
export async function writeFill(trx: Transaction<Database>, plan: FillPlan): Promise<number | null> {
  const [ledger, position, trade] = fillWrites(trx, plan);
  if (Number((await trx.executeQuery(ledger)).numAffectedRows) !== 1) return null;
  await trx.executeQuery(position);
  return Number((await trx.executeQuery(trade)).rows[0]!.id);
}

/** writeFill with the statements run at once (SQLite's group commit, `runNow`); `db` compiles them. */
export function writeFillNow(db: Kysely<Database>, statements: StatementsNow, plan: FillPlan): number | null {
  const [ledger, position, trade] = fillWrites(db, plan);
  if (Number(statements.run(ledger).numAffectedRows) !== 1) return null;
  statements.run(position);
  return Number(statements.run(trade).rows[0]!.id);
}
