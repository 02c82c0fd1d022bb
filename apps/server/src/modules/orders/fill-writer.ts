import type { Kysely } from 'kysely';
import type { TransactionRunner } from '../../adapters/db/group-commit.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { FillPlan } from './plan-fill.ts';
import { writeFill, writeFillNow } from './write-fill.ts';

/**
 * Writes planned fills (decided in memory against a known portfolio state): resolves with the trade's id once it is
 * committed, or null when the portfolio no longer had the state the fill was planned on (nothing was written).
 */
export interface FillWriter {
  write(plan: FillPlan): Promise<number | null>;
}

/**
 * Each fill as the statements of write-fill.ts in a unit of the runner (SQLite: group commit, a savepoint each; run at
 * once, without a promise per statement, when the runner offers `runNow`).
 */
export function fillsInTransactions(db: Kysely<Database>, transactions: TransactionRunner): FillWriter {
  const { runNow } = transactions;
  if (runNow) return { write: (plan) => runNow((statements) => writeFillNow(db, statements, plan)) };
  return { write: (plan) => transactions.run((trx) => writeFill(trx, plan)) };
}
