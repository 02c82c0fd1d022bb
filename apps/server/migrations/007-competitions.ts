import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { idColumn } from '../src/adapters/db/migrate.ts';

/**
 * Championships and friend leagues (docs/product/competitions.md, docs/product/trading.md#portfolios): one `competitions` id space — 1 the weekly and 2
 * the monthly championship (inserted here), friend leagues from 3 on — their participants per season, the seasons
 * (championships get a row when first joined or when closed; a league has exactly one, season 1), the standings
 * frozen at the close, and the trading bank: one balance per user and an append-only ledger whose unique
 * idempotency key makes a prize paid once however often the close job runs.
 */
export const m007Competitions: Migration = {
  name: '007-competitions',
  async up(db, kit) {
    await db.schema
      .createTable('competitions')
      .addColumn(...idColumn(kit))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('max_participants', 'integer')
      .addColumn('starting_cash_cents', 'bigint', (c) => c.notNull())
      .addColumn('championship_type', 'varchar(16)')
      .addColumn('invite_code', 'varchar(16)', (c) => c.unique())
      .addColumn('is_educational', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('competitions_kind', sql`kind in ('championship', 'league')`)
      .addCheckConstraint(
        'competitions_championship_type',
        sql`(kind = 'championship' and championship_type in ('weekly', 'monthly')) or (kind = 'league' and championship_type is null)`,
      )
      .addCheckConstraint('competitions_starting_cash_positive', sql`starting_cash_cents > 0`)
      .execute();
    await db.schema
      .createIndex('competitions_created_by')
      .on('competitions')
      .columns(['created_by_user_id', 'completed_at'])
      .execute();

    const t = Date.now();
    const championship = (id: number, type: 'weekly' | 'monthly', name: string, title: string, text: string) => ({
      id,
      kind: 'championship',
      name,
      title,
      description: text,
      is_private: 0,
      created_by_user_id: null,
      max_participants: null,
      starting_cash_cents: 10_000_000,
      championship_type: type,
      created_at: t,
    });
    await db
      .insertInto('competitions')
      .values([
        championship(
          1,
          'weekly',
          'Weekly Championship',
          'Weekly Trading Championship',
          'A new season every week: start with $100,000, finish in the top 3 by Friday’s close and win a share of $10,000.',
        ),
        championship(
          2,
          'monthly',
          'Monthly Championship',
          'Monthly Trading Championship',
          'A new season every month: start with $100,000, finish in the top 3 at the month’s last close and win a share of $50,000.',
        ),
      ])
      .execute();
    // Explicit ids do not move PostgreSQL's sequence (SQLite's AUTOINCREMENT follows the largest id): leagues from 3.
    if (kit.kind === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('competitions', 'id'), 2)`.execute(db);
    }

    await db.schema
      .createTable('competition_participants')
      .addColumn('competition_id', 'bigint', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('competition_participants_pk', ['competition_id', 'season', 'user_id'])
      .execute();
    await db.schema
      .createIndex('competition_participants_user')
      .on('competition_participants')
      .columns(['user_id', 'competition_id', 'season'])
      .execute();

    await db.schema
      .createTable('competition_seasons')
      .addColumn('competition_id', 'bigint', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('prize_pool_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('competition_seasons_pk', ['competition_id', 'season'])
      .addCheckConstraint('competition_seasons_prize_pool', sql`prize_pool_cents >= 0`)
      .execute();
    await db.schema
      .createIndex('competition_seasons_open')
      .on('competition_seasons')
      .columns(['closed_at', 'ends_at'])
      .execute();

    await db.schema
      .createTable('competition_results')
      .addColumn('competition_id', 'bigint', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** Null for a hidden name (docs/product/competitions.md#hidden-names): kept, but on no leaderboard or history. */
      .addColumn('rank', 'integer')
      .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('final_value_cents', 'bigint', (c) => c.notNull())
      .addColumn('profit_cents', 'bigint', (c) => c.notNull())
      .addColumn('return_ppm', 'bigint', (c) => c.notNull())
      .addColumn('prize_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('trade_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('competition_results_pk', ['competition_id', 'season', 'user_id'])
      .execute();
    await db.schema
      .createIndex('competition_results_user')
      .on('competition_results')
      .columns(['user_id', 'competition_id', 'season'])
      .execute();

    await db.schema
      .createTable('bank_accounts')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('bank_accounts_balance_not_negative', sql`balance_cents >= 0`)
      .execute();

    await db.schema
      .createTable('bank_transactions')
      .addColumn(...idColumn(kit))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('competition_id', 'bigint')
      .addColumn('season', 'integer')
      .addColumn('portfolio_label', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('idempotency_key', 'varchar(255)', (c) => c.unique())
      .addCheckConstraint('bank_transactions_type', sql`type in ('prize', 'deposit', 'transfer', 'purchase')`)
      .execute();
    await db.schema.createIndex('bank_transactions_user').on('bank_transactions').columns(['user_id', 'id']).execute();
  },
};
