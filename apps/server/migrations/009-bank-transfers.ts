import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Bank transfers into portfolios (docs/product/store-and-bank.md#transfers, ADR 011): the bank's transfer row keeps the portfolio's total value just
 * before the money arrived (`value_before_cents`, null on rows written before it existed) so the time-weighted return
 * can chain the flow out, and the portfolio side gets its own ledger row: cash after the deposit, so a portfolio's
 * trades and transfers together explain its cash (cash + cost basis = starting cash + net deposits + realized P&L).
 */
export const m009BankTransfers: Migration = {
  name: '009-bank-transfers',
  async up(db, kit) {
    await db.schema.alterTable('bank_transactions').addColumn('value_before_cents', 'bigint').execute();
    await db.schema
      .createTable('portfolio_transfers')
      .addColumn(...idColumn(kit))
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('bank_transaction_id', 'bigint', (c) =>
        c.notNull().unique().references('bank_transactions.id').onDelete('cascade'),
      )
      /** Positive: money into the portfolio. */
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('value_before_cents', 'bigint', (c) => c.notNull())
      .addColumn('cash_after_cents', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('portfolio_transfers_portfolio')
      .on('portfolio_transfers')
      .columns(['portfolio_id', 'id'])
      .execute();
  },
};
