import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Orders beyond the market order (docs/product/trading.md#order-types, ADR 015): limit, stop and stop-limit orders that wait, day or GTC, with
 * what each holds back while open (`reserved_cash_cents`, `reserved_shares`). A market order placed through
 * POST /api/orders is recorded here too, filled or rejected at once. `portfolios.order_version` is bumped by every
 * change to a portfolio's open orders (placed, cancelled, filled, expired): a fill decided on a known portfolio
 * state matches it like the cash and trade count, so a fill never spends what an order reserved meanwhile.
 */
export const m019Orders: Migration = {
  name: '019-orders',
  async up(db, kit) {
    await db.schema
      .alterTable('portfolios')
      .addColumn('order_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('orders')
      .addColumn(...idColumn(kit))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('competition_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('side', 'varchar(5)', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('order_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('limit_price_cents', 'bigint')
      .addColumn('stop_price_cents', 'bigint')
      .addColumn('time_in_force', 'varchar(3)', (c) => c.notNull())
      .addColumn('status', 'varchar(9)', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('reserved_cash_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('reserved_shares', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('active_from', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('fill_price_cents', 'bigint')
      .addColumn('trade_id', 'bigint')
      .addCheckConstraint('orders_side', sql`side in ('buy', 'sell', 'short', 'cover')`)
      .addCheckConstraint('orders_type', sql`order_type in ('market', 'limit', 'stop', 'stop_limit')`)
      .addCheckConstraint('orders_tif', sql`time_in_force in ('day', 'gtc')`)
      .addCheckConstraint('orders_status', sql`status in ('open', 'filled', 'cancelled', 'expired', 'rejected')`)
      .addCheckConstraint('orders_quantity_positive', sql`quantity > 0`)
      .addCheckConstraint('orders_reserved_not_negative', sql`reserved_cash_cents >= 0 and reserved_shares >= 0`)
      .execute();
    await db.schema.createIndex('orders_portfolio_status').on('orders').columns(['portfolio_id', 'status']).execute();
    await db.schema.createIndex('orders_user_id').on('orders').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('orders_status_expires').on('orders').columns(['status', 'expires_at']).execute();
  },
};
