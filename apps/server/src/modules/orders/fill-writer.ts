import type { TransactionRunner } from '../../adapters/db/group-commit.ts';
import type { FillPlan } from './plan-fill.ts';
import { writeFill } from './write-fill.ts';

/**
 * Writes planned fills (decided in memory against a known portfolio state): resolves with the trade's id once it is
 * committed, or null when the portfolio no longer had the state the fill was planned on (nothing was written).
 */
export interface FillWriter {
  write(plan: FillPlan): Promise<number | null>;
}

/** Each fill as the statements of write-fill.ts in a unit of the runner (SQLite: group commit, a savepoint each). */
export function fillsInTransactions(transactions: TransactionRunner): FillWriter {
  return { write: (plan) => transactions.run((trx) => writeFill(trx, plan)) };
}
