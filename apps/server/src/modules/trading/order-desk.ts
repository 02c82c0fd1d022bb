import { groupCommit, type TransactionRunner, transactionPerCall } from '../../adapters/db/group-commit.ts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { createPortfolioCache, type PortfolioCache } from './portfolio-cache.ts';

/**
 * What every route that places orders shares (personal, championship and league alike): the personal-portfolio cache
 * and ONE transaction runner, so on SQLite the orders of an event-loop turn share one group commit whichever route
 * they came through; PostgreSQL runs them side by side.
 */
export interface OrderDesk {
  portfolios: PortfolioCache;
  transactions: TransactionRunner;
}

export function createOrderDesk(db: DbHandle): OrderDesk {
  return {
    portfolios: createPortfolioCache(),
    transactions: db.kind === 'sqlite' ? groupCommit(db.db) : transactionPerCall(db.db),
  };
}
