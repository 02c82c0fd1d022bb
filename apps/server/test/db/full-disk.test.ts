import { CompiledQuery, sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/adapters/db/group-commit.ts';
import type { Database } from '../../src/adapters/db/schema.ts';
import { fillDisk } from '../helpers/fill-disk.ts';
import { createTestDb, testDatabaseUrl } from '../helpers/test-db.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

/** A row too big for the free space of any page: it needs a new page, which a full disk cannot give. */
const addBigNote = (trx: Transaction<Database>) => sql`insert into notes (body) values (zeroblob(5000))`.execute(trx);
const addSmallNote = (trx: Transaction<Database>) => sql`insert into notes (body) values (zeroblob(10))`.execute(trx);

/**
 * On SQLITE_FULL (and SQLITE_IOERR) SQLite rolls the transaction back by itself. The ROLLBACK sent after it used to
 * fail with "cannot rollback - no transaction is active", and that error was the one answered and logged.
 */
describe.skipIf(Boolean(testDatabaseUrl))('a write on a full disk (SQLite)', () => {
  let t: TestDb;
  const noteCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(t.db)).rows[0]?.n);

  beforeEach(async () => {
    t = await createTestDb();
    await sql`create table notes (id integer primary key, body blob not null)`.execute(t.db);
  });
  afterEach(() => t.destroy());

  it('fails with the disk error, not with a failed rollback', async () => {
    await fillDisk(t.db);
    const write = t.db.transaction().execute(async (trx) => {
      await addSmallNote(trx);
      await addBigNote(trx);
    });
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    expect(await noteCount()).toBe(0);
  });

  it('fails a unit alone in its group-commit turn with the disk error', async () => {
    await fillDisk(t.db);
    const runner = groupCommit(t.db);
    await expect(runner.run(addBigNote)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });

  it('fails every unit of a group-commit batch with the disk error and writes none of them', async () => {
    await fillDisk(t.db);
    const runner = groupCommit(t.db);
    const outcomes = await Promise.allSettled([
      runner.run(addSmallNote),
      runner.run(addBigNote),
      runner.run(addSmallNote),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const o of outcomes) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    }
    expect(await noteCount()).toBe(0);
  });

  it('writes again once there is room', async () => {
    const disk = await fillDisk(t.db);
    const runner = groupCommit(t.db);
    await expect(runner.run(addBigNote)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    await disk.free();
    await Promise.all([runner.run(addBigNote), runner.run(addSmallNote)]);
    expect(await noteCount()).toBe(2);
  });

  it("fails units run at once (the orders' fills) with the disk error, tells readiness, and recovers with room", async () => {
    const disk = await fillDisk(t.db);
    t.writes.succeeded(); // filling the disk failed writes of its own
    const runner = groupCommit(t.db, { statementsNow: t.statementsNow });
    const big = CompiledQuery.raw('insert into notes (body) values (zeroblob(5000))', []);
    const small = CompiledQuery.raw('insert into notes (body) values (zeroblob(10))', []);
    const outcomes = await Promise.allSettled([runner.runNow!((s) => s.run(small)), runner.runNow!((s) => s.run(big))]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    expect(t.writes.recentFailure()).toMatchObject({ code: 'SQLITE_FULL' });
    expect(await noteCount()).toBe(0);
    await disk.free();
    await Promise.all([runner.runNow!((s) => s.run(big)), runner.runNow!((s) => s.run(small))]);
    expect(await noteCount()).toBe(2);
    expect(t.writes.recentFailure()).toBeNull();
  });
});
