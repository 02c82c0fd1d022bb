import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { migrationKitFor } from '../../src/adapters/db/migrate.ts';
import type { DbHandle } from '../../src/adapters/db/open-database.ts';
import { emptyDatabase as emptyDatabaseIn, insertEarlyUser, migrate } from '../helpers/empty-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const emptyDatabase = (): Promise<DbHandle> => emptyDatabaseIn(cleanups);

describe('migration 010: payments tables and the refund bank type', () => {
  it('keeps every bank row, its ids, its constraints and the transfers that reference it', async () => {
    const handle = await emptyDatabase();
    // biome-ignore lint/suspicious/noExplicitAny: rows written under the schema before 010.
    const db = handle.db as Kysely<any>;
    const kit = migrationKitFor(handle.kind);
    await migrate(db, kit, (n) => n < '010');
    const t = Date.now();
    const user = await insertEarlyUser(db, t);
    const portfolio = await db
      .insertInto('portfolios')
      .values({ user_id: user.id, cash_cents: 1, starting_cash_cents: 1, created_at: t, updated_at: t })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bankRow = (type: string, amount: number, key: string) => ({
      user_id: user.id,
      type,
      amount_cents: amount,
      portfolio_label: key,
      created_at: t,
      idempotency_key: key,
    });
    await db
      .insertInto('bank_transactions')
      .values([bankRow('prize', 500_000, 'prize:1:1:1'), bankRow('transfer', -100_000, 'transfer:1')])
      .execute();
    const transfer = await db
      .selectFrom('bank_transactions')
      .select('id')
      .where('type', '=', 'transfer')
      .executeTakeFirstOrThrow();
    const hasTransfers = migrations.some((m) => m.name < '010' && m.name.includes('transfer'));
    if (hasTransfers) {
      await db
        .insertInto('portfolio_transfers')
        .values({
          portfolio_id: portfolio.id,
          bank_transaction_id: transfer.id,
          amount_cents: 100_000,
          value_before_cents: 1,
          cash_after_cents: 100_001,
          created_at: t,
        })
        .execute();
    }
    const before = await db.selectFrom('bank_transactions').selectAll().orderBy('id').execute();

    await migrate(db, kit, (n) => n.startsWith('010'));

    expect(await db.selectFrom('bank_transactions').selectAll().orderBy('id').execute()).toEqual(before);
    if (hasTransfers) {
      expect(await db.selectFrom('portfolio_transfers').select('bank_transaction_id').execute()).toEqual([
        { bank_transaction_id: transfer.id },
      ]);
    }
    await db
      .insertInto('bank_transactions')
      .values(bankRow('refund', -1, 'refund:pi:1'))
      .execute();
    await expect(
      db
        .insertInto('bank_transactions')
        .values(bankRow('bogus', 1, 'bogus'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('bank_transactions')
        .values(bankRow('prize', 1, 'prize:1:1:1'))
        .execute(),
    ).rejects.toThrow();
    const next = await db
      .insertInto('bank_transactions')
      .values(bankRow('deposit', 1, 'deposit:1'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBeGreaterThan(Math.max(...before.map((r) => Number(r.id))) + 1);
    if (handle.kind === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'bank_transactions' and sql is not null`.execute(db);
      expect(rows.map((r) => r.name)).toContain('bank_transactions_user');
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      if (hasTransfers) {
        await expect(
          db
            .insertInto('portfolio_transfers')
            .values({
              portfolio_id: portfolio.id,
              bank_transaction_id: 999,
              amount_cents: 1,
              value_before_cents: 1,
              cash_after_cents: 1,
              created_at: t,
            })
            .execute(),
        ).rejects.toThrow(/FOREIGN KEY/);
      }
    }
  });
});
