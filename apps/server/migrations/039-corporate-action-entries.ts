import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Corporate actions in portfolios (docs/decisions/029-corporate-actions-accounting.md): the portfolio ledger's entries
 * besides trades and transfers. `kind`: `entitlement` (a dividend owed for the quantity held at the close before the
 * ex-date, cash not moved yet), `dividend` (its cash credited, or charged to a short, on the pay date), `split` (the
 * quantity before and after, the cash in lieu of a fraction and its realized P&L). Exactly once: one row per
 * (action, kind, portfolio), the unique key every run and instance inserts against.
 */
export const m039CorporateActionEntries: Migration = {
  name: '039-corporate-action-entries',
  async up(db, kit) {
    await db.schema
      .createTable('corporate_action_entries')
      .addColumn(...idColumn(kit))
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('action_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('quantity_after', 'bigint', (c) => c.notNull())
      .addColumn('dividend_ten_thousandths', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('split_from', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('split_to', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('cash_cents', 'bigint', (c) => c.notNull())
      .addColumn('realized_pnl_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cash_after_cents', 'bigint')
      .addColumn('effective_at', 'bigint', (c) => c.notNull())
      .addColumn('pay_date', 'varchar(10)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('corporate_action_entries_once', ['action_key', 'kind', 'portfolio_id'])
      .addCheckConstraint('corporate_action_entries_kind', sql`kind in ('entitlement', 'dividend', 'split')`)
      .execute();
    await db.schema
      .createIndex('corporate_action_entries_portfolio')
      .on('corporate_action_entries')
      .columns(['portfolio_id', 'effective_at'])
      .execute();
    await db.schema
      .createIndex('corporate_action_entries_unpaid')
      .on('corporate_action_entries')
      .columns(['kind', 'pay_date'])
      .execute();
  },
};
