import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteOutcomes } from '../../src/adapters/db/write-outcomes.ts';
import { probeWritePath } from '../../src/modules/health/probe-write-path.ts';
import { refuseWrites } from '../helpers/refuse-writes.ts';
import { createTestDb, testDatabaseUrl } from '../helpers/test-db.ts';

const storageError = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('the record of real writes', () => {
  it('keeps a storage failure for its window, until a write succeeds', () => {
    let now = 0;
    const writes = createWriteOutcomes({ windowMs: 30_000, now: () => now });
    expect(writes.recentFailure()).toBeNull();
    const err = storageError();
    writes.failed(err);
    now = 29_999;
    expect(writes.recentFailure()).toBe(err);
    now = 30_000;
    expect(writes.recentFailure()).toBeNull();
    writes.failed(err);
    writes.succeeded();
    expect(writes.recentFailure()).toBeNull();
  });
});

/** The database refuses writes on the app's only connection (SQLite `query_only`, PostgreSQL read-only transactions). */
describe("the database adapter's record of its writes", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb({ poolSize: 1 });
    await sql`create table write_check (n integer)`.execute(db.db);
  });
  afterAll(() => db.destroy());
  /** A row of the test's own table (`health_probe` is readiness's probe's, which the record leaves out). */
  const write = (trx: typeof db.db = db.db) =>
    trx.withTables<{ write_check: { n: number } }>().insertInto('write_check').values({ n: 1 }).execute();

  it("leaves readiness's probe out, whether it fails or succeeds", async () => {
    await refuseWrites(db.db, true);
    try {
      await expect(probeWritePath(db.db, 1)).rejects.toMatchObject({ code: expect.any(String) });
    } finally {
      await refuseWrites(db.db, false);
    }
    expect(db.writes.recentFailure()).toBeNull();
  });

  it('records a refused write in a transaction or alone, and clears it with a committed write only', async () => {
    await refuseWrites(db.db, true);
    try {
      await expect(db.db.transaction().execute((trx) => write(trx))).rejects.toMatchObject({
        code: expect.any(String),
      });
      expect(db.writes.recentFailure()).toMatchObject({ code: testDatabaseUrl ? '25006' : 'SQLITE_READONLY' });
      // Reads, and a transaction that only read, say nothing about writes.
      await db.db.selectFrom('health_probe').selectAll().execute();
      await db.db.transaction().execute((trx) => trx.selectFrom('health_probe').selectAll().execute());
    } finally {
      await refuseWrites(db.db, false);
    }
    expect(db.writes.recentFailure()).not.toBeNull();
    // Readiness's probe committing does not clear it either.
    await probeWritePath(db.db, 2);
    expect(db.writes.recentFailure()).not.toBeNull();
    // A rolled-back transaction's write took no effect.
    await expect(
      db.db.transaction().execute(async (trx) => {
        await write(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(db.writes.recentFailure()).not.toBeNull();
    await db.db.transaction().execute((trx) => write(trx));
    expect(db.writes.recentFailure()).toBeNull();

    await refuseWrites(db.db, true);
    try {
      await expect(write()).rejects.toMatchObject({ code: expect.any(String) });
    } finally {
      await refuseWrites(db.db, false);
    }
    expect(db.writes.recentFailure()).not.toBeNull();
    await write();
    expect(db.writes.recentFailure()).toBeNull();
  });
});
