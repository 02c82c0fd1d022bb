import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../../src/adapters/db/migrate.ts';
import { type DbHandle, openDatabase } from '../../src/adapters/db/open-database.ts';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise SQLite; TEST_DB=sqlite forces SQLite even when DATABASE_URL is set
 * (`npm test` runs the server suites on SQLite, then again on PostgreSQL when DATABASE_URL is given).
 */
export const testDatabaseUrl = process.env.TEST_DB === 'sqlite' ? undefined : process.env.DATABASE_URL || undefined;

export type TestDbHandle = DbHandle & {
  destroy(): Promise<void>;
  /** Another connection (pool) to the same database, as a second server instance has; closing it leaves this one. */
  openAnother(): DbHandle;
};

/**
 * A fresh database with no tables: a temp SQLite file, or a fresh schema on PostgreSQL (`poolSize` connections).
 * `destroy()` closes it and removes the file or drops the schema.
 */
export async function openEmptyDb(opts: { poolSize: number }): Promise<TestDbHandle> {
  if (testDatabaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({
      databaseUrl: testDatabaseUrl,
      sqliteFile: '',
      pgSchema: schema,
      poolSize: opts.poolSize,
    });
    return {
      ...handle,
      openAnother: () =>
        openDatabase({ databaseUrl: testDatabaseUrl, sqliteFile: '', pgSchema: schema, poolSize: opts.poolSize }),
      async close() {
        await handle.close();
      },
      async destroy() {
        await handle.close().catch(() => {});
        const c = new pg.Client({ connectionString: testDatabaseUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tradearena-test-'));
  const handle = openDatabase({ sqliteFile: join(dir, 'test.sqlite') });
  let closed = false;
  return {
    ...handle,
    openAnother: () => openDatabase({ sqliteFile: join(dir, 'test.sqlite') }),
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
    async destroy() {
      if (!closed) {
        closed = true;
        await handle.close();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, migrated database for one test file (see openEmptyDb).
 * `destroy()` closes it and removes the file or drops the schema.
 */
export async function createTestDb(opts: { poolSize?: number } = {}): Promise<TestDbHandle> {
  const handle = await openEmptyDb({ poolSize: opts.poolSize ?? 10 });
  await migrateToLatest(handle.db, handle.kind);
  return handle;
}
