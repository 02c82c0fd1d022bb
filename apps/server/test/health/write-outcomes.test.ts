import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteOutcomes } from '../../src/adapters/db/write-outcomes.ts';
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

  it('leaves the writes of `unrecorded` work out, in that work only', async () => {
    const writes = createWriteOutcomes();
    expect(writes.recording()).toBe(true);
    await writes.unrecorded(async () => {
      await Promise.resolve();
      expect(writes.recording()).toBe(false);
    });
    expect(writes.recording()).toBe(true);
  });
});

/** The database refuses writes on the app's only connection (SQLite `query_only`, PostgreSQL read-only transactions). */
describe("the database adapter's record of its writes", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb({ poolSize: 1 });
  });
  afterAll(() => db.destroy());
  const refuseWrites = (on: boolean) =>
    sql
      .raw(
        testDatabaseUrl
          ? `set default_transaction_read_only = ${on ? 'on' : 'off'}`
          : `pragma query_only = ${on ? 'on' : 'off'}`,
      )
      .execute(db.db);
  const write = (trx = db.db) =>
    trx
      .insertInto('health_probe')
      .values({ checked_at: 1, pad: Buffer.alloc(1) })
      .execute();

  it('records a refused write in a transaction or alone, and clears it with a committed write only', async () => {
    await refuseWrites(true);
    try {
      await expect(db.db.transaction().execute((trx) => write(trx))).rejects.toMatchObject({
        code: expect.any(String),
      });
      expect(db.writes.recentFailure()).toMatchObject({ code: testDatabaseUrl ? '25006' : 'SQLITE_READONLY' });
      // Reads, and a transaction that only read, say nothing about writes.
      await db.db.selectFrom('health_probe').selectAll().execute();
      await db.db.transaction().execute((trx) => trx.selectFrom('health_probe').selectAll().execute());
    } finally {
      await refuseWrites(false);
    }
    expect(db.writes.recentFailure()).not.toBeNull();
    // A write of work left unrecorded (readiness's probe) does not clear it either.
    await db.writes.unrecorded(() => write());
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

    await refuseWrites(true);
    try {
      await expect(write()).rejects.toMatchObject({ code: expect.any(String) });
    } finally {
      await refuseWrites(false);
    }
    expect(db.writes.recentFailure()).not.toBeNull();
    await write();
    expect(db.writes.recentFailure()).toBeNull();
  });
});
