import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Grades and flags net of deposits (ADR 012). Each class value snapshot keeps the bank transfers its value includes
 * (`net_deposits_cents`), so the unit value of every snapshot can be told apart from money moved in; snapshots taken
 * before this count the transfers made up to their bucket's start (the job takes them in the bucket's first minute).
 * Classes take bank or store cash only when their educator allows it (`bank_transfers_allowed`): classes that
 * already exist start with it off, as new classes do; championships and friend leagues keep taking it.
 */
export const m025ClassUnitValues: Migration = {
  name: '025-class-unit-values',
  async up(db) {
    await db.schema
      .alterTable('portfolio_value_snapshots')
      .addColumn('net_deposits_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update portfolio_value_snapshots set net_deposits_cents = coalesce((
        select sum(t.amount_cents) from portfolio_transfers t
        where t.portfolio_id = portfolio_value_snapshots.portfolio_id
          and t.created_at <= portfolio_value_snapshots.taken_at), 0)`.execute(db);
    await db.schema
      .alterTable('competitions')
      .addColumn('bank_transfers_allowed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .updateTable('competitions')
      .set({ bank_transfers_allowed: 0 })
      .where('kind', '=', 'league')
      .where('is_educational', '=', 1)
      .execute();
  },
};
