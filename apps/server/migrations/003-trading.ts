import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * The trading core (docs/product/trading.md#portfolios): portfolios keyed by (user, competition, season) — competition 0,
 * season 0 is the personal portfolio; championships are competitions 1 and 2 with numbered seasons, leagues after
 * them — positions at average cost, an append-only trade log, unlocked achievements and idempotency keys.
 * The ledger rules the code keeps are also CHECK constraints: no negative cash, no negative or empty position.
 */
export const m003Trading: Migration = {
  name: '003-trading',
  async up(db, kit) {
    await db.schema
      .createTable('portfolios')
      .addColumn(...idColumn(kit))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('competition_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('season', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cash_cents', 'bigint', (c) => c.notNull())
      .addColumn('starting_cash_cents', 'bigint', (c) => c.notNull())
      .addColumn('net_deposits_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('realized_pnl_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('winning_sells', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_sells', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_trades', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('portfolios_user_context', ['user_id', 'competition_id', 'season'])
      .addCheckConstraint('portfolios_cash_not_negative', sql`cash_cents >= 0`)
      .execute();
    await db.schema
      .createIndex('portfolios_context_updated')
      .on('portfolios')
      .columns(['competition_id', 'season', 'updated_at'])
      .execute();

    await db.schema
      .createTable('positions')
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('cost_basis_cents', 'bigint', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('positions_pk', ['portfolio_id', 'symbol'])
      .addCheckConstraint('positions_quantity_positive', sql`quantity > 0`)
      .addCheckConstraint('positions_basis_not_negative', sql`cost_basis_cents >= 0`)
      .execute();

    await db.schema
      .createTable('trades')
      .addColumn(...idColumn(kit))
      .addColumn('portfolio_id', 'bigint', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('price_cents', 'bigint', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('realized_pnl_cents', 'bigint', (c) => c.notNull())
      .addColumn('cash_after_cents', 'bigint', (c) => c.notNull())
      .addColumn('executed_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('trades_side', sql`side in ('buy', 'sell')`)
      .addCheckConstraint('trades_quantity_positive', sql`quantity > 0`)
      .execute();
    await db.schema.createIndex('trades_portfolio_id').on('trades').columns(['portfolio_id', 'id']).execute();
    await db.schema.createIndex('trades_user_id').on('trades').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('trades_executed_at').on('trades').column('executed_at').execute();

    await db.schema
      .createTable('user_achievements')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('achievement_id', 'integer', (c) => c.notNull())
      .addColumn('unlocked_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
      .addColumn('response_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idem_key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
  },
};
