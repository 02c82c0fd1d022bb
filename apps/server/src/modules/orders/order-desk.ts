import { groupCommit, type TransactionRunner, transactionPerCall } from '../../adapters/db/group-commit.ts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { createPortfolioCache, type PortfolioCache } from '../portfolio/index.ts';
import { batchFills } from './batch-fills.ts';
import { type FillWriter, fillsInTransactions } from './fill-writer.ts';
import { createOrderBook, type OrderBook } from './order-book.ts';
import { createPortfolioLanes, type PortfolioLanes } from './portfolio-lanes.ts';

/**
 * What every route that places orders shares (personal, championship and league alike): the personal-portfolio cache,
 * ONE transaction runner, so on SQLite the orders of an event-loop turn share one group commit whichever route they
 * came through (PostgreSQL runs those transactions side by side), and the writer of fills planned in memory
 * (fill-from-memory.ts): on SQLite units of that same group commit, on PostgreSQL one statement per event-loop turn.
 */
export interface OrderDesk {
  portfolios: PortfolioCache;
  transactions: TransactionRunner;
  fills: FillWriter;
  /** The open limit and stop orders this instance knows, indexed for matching (docs/product/trading.md#order-types, orders/order-book.ts). */
  book: OrderBook;
  /** Personal portfolios' orders one at a time each, so each is decided on the state the previous one left. */
  lanes: PortfolioLanes;
}

export function createOrderDesk(db: DbHandle): OrderDesk {
  const transactions =
    db.kind === 'sqlite'
      ? groupCommit(db.db, { syncWal: db.syncWal, statementsNow: db.statementsNow })
      : transactionPerCall(db.db);
  return {
    portfolios: createPortfolioCache(),
    transactions,
    fills: db.kind === 'sqlite' ? fillsInTransactions(db.db, transactions) : batchFills(db.db),
    book: createOrderBook(),
    lanes: createPortfolioLanes(),
  };
}
