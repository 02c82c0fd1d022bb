import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrations } from '../../migrations/index.ts';
import type { MigrationKit } from '../../src/adapters/db/migrate.ts';
import { type DbHandle, openDatabase } from '../../src/adapters/db/open-database.ts';
import { testDatabaseUrl } from './test-db.ts';

/**
 * For migration tests: a database with no tables (a fresh PostgreSQL schema, or a SQLite file), and its cleanup to
 * push on the test's own list (run after the test).
 */
export async function emptyDatabase(cleanups: (() => Promise<void>)[]): Promise<DbHandle> {
  if (testDatabaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({ databaseUrl: testDatabaseUrl, sqliteFile: '', pgSchema: schema, poolSize: 2 });
    cleanups.push(async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    });
    return handle;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tradearena-migration-'));
  const handle = openDatabase({ sqliteFile: join(dir, 'test.sqlite') });
  cleanups.push(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}

/** The kit the migrator hands to every migration for this database. */
export function migrationKit(handle: DbHandle): MigrationKit {
  return { kind: handle.kind, idType: handle.kind === 'postgres' ? 'bigserial' : 'integer' };
}

/** Runs the migrations whose names pass `names`, in order, each in its own transaction (as the migrator does). */
// biome-ignore lint/suspicious/noExplicitAny: the schema as it was before the migration under test.
export async function migrate(db: Kysely<any>, kit: MigrationKit, names: (n: string) => boolean): Promise<void> {
  for (const m of migrations.filter((m) => names(m.name))) {
    await db.transaction().execute((trx) => m.up(trx, kit));
  }
}

/** A user row as the early migrations know it (email Ada's), for migration tests that need an owner. */
// biome-ignore lint/suspicious/noExplicitAny: migration tests run against the schema as it was.
export async function insertEarlyUser(db: Kysely<any>, createdAt: number): Promise<{ id: number }> {
  return db
    .insertInto('users')
    .values({
      email: 'ada@school.edu',
      email_normalized: 'ada@school.edu',
      username: 'ada',
      username_normalized: 'ada',
      first_name: 'Ada',
      last_name: 'L',
      password_hash: 'x',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
