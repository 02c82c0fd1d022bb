import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/adapters/db/group-commit.ts';
import type { StatementsNow } from '../../src/adapters/db/statements-now.ts';
import { createTestDb } from '../helpers/test-db.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

async function addUser(trx: Parameters<Parameters<ReturnType<typeof groupCommit>['run']>[0]>[0], name: string) {
  await trx
    .insertInto('users')
    .values({
      email: `${name}@school.edu`,
      email_normalized: `${name}@school.edu`,
      username: name,
      username_normalized: name,
      password_hash: 'x',
      first_name: name,
      last_name: 'T',
      deleted_at: null,
      created_at: 1,
    })
    .execute();
  return name;
}

const usernames = async (t: TestDb) =>
  (await t.db.selectFrom('users').select('username').orderBy('username').execute()).map((r) => r.username);

/** Units of one event-loop turn share a transaction, each in its own savepoint (decision 010). */
describe('group commit', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.destroy());

  it('commits the units of one turn together and answers each with its own result', async () => {
    const runner = groupCommit(t.db);
    const results = await Promise.all(['ann', 'bob', 'cyd'].map((n) => runner.run((trx) => addUser(trx, n))));
    expect(results).toEqual(['ann', 'bob', 'cyd']);
    expect(await usernames(t)).toEqual(['ann', 'bob', 'cyd']);
  });

  it('rolls back only the unit that failed: the others of its batch commit', async () => {
    const runner = groupCommit(t.db);
    const outcomes = await Promise.allSettled([
      runner.run((trx) => addUser(trx, 'ann')),
      runner.run(async (trx) => {
        await addUser(trx, 'bob');
        throw new Error('refused after writing');
      }),
      runner.run((trx) => addUser(trx, 'ann')), // unique violation: fails alone
      runner.run((trx) => addUser(trx, 'cyd')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('refused after writing');
    expect(await usernames(t)).toEqual(['ann', 'cyd']);
  });

  it('answers nobody before the shared commit', async () => {
    const runner = groupCommit(t.db);
    const answeredAt: number[] = [];
    let committed = 0;
    const units = ['ann', 'bob', 'cyd'].map((n) =>
      runner
        .run(async (trx) => {
          await addUser(trx, n);
          return n;
        })
        .then(async () => {
          // Visible from another connection's point of view (PostgreSQL) or after the writer let go (SQLite).
          committed = (await usernames(t)).length;
          answeredAt.push(committed);
        }),
    );
    await Promise.all(units);
    expect(answeredAt).toEqual([3, 3, 3]);
    expect(committed).toBe(3);
  });

  // SQLite only (group commit serves SQLite): a deferred foreign key makes the shared COMMIT itself fail.
  it.skipIf(process.env.TEST_DB !== 'sqlite')(
    'fails every unit of a batch whose commit fails, and keeps none',
    async () => {
      const runner = groupCommit(t.db);
      const outcomes = await Promise.allSettled([
        runner.run((trx) => addUser(trx, 'ann')),
        runner.run(async (trx) => {
          await sql`pragma defer_foreign_keys = on`.execute(trx);
          await trx
            .insertInto('sessions')
            .values({ id_hash: 'orphan', user_id: 999_999, created_at: 1, expires_at: 2, last_seen_at: 1 })
            .execute();
          return 'accepted until the commit';
        }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
      expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/i);
      expect(await usernames(t)).toEqual([]);
      // The runner goes on after a failed batch.
      expect(await runner.run((trx) => addUser(trx, 'bob'))).toBe('bob');
      expect(await usernames(t)).toEqual(['bob']);
    },
  );

  it('keeps later arrivals for the next batch and runs everything queued', async () => {
    const runner = groupCommit(t.db, { maxBatch: 2 });
    const names = Array.from({ length: 7 }, (_, i) => `u${i}`);
    await Promise.all(names.map((n) => runner.run((trx) => addUser(trx, n))));
    expect(await usernames(t)).toEqual(names);
  });

  // SQLite with synchronous = FULL (the default): the batch's COMMIT skips SQLite's own sync, which would stop the
  // event loop for the whole fsync, and the WAL is synced off it before anyone is answered
  // (docs/decisions/030-orders-one-lane-per-portfolio-and-sync-off-the-loop.md).
  it.skipIf(process.env.TEST_DB !== 'sqlite')(
    'answers a batch only after the WAL sync that followed its commit, and runs the next batch meanwhile',
    async () => {
      expect(t.syncWal).toBeTypeOf('function');
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let syncs = 0;
      const runner = groupCommit(t.db, {
        syncWal: async () => {
          const nth = ++syncs;
          await t.syncWal!();
          if (nth === 1) await held;
        },
      });
      const answered: string[] = [];
      const first = ['ann', 'bob'].map((n) => runner.run((trx) => addUser(trx, n)).then((r) => answered.push(r)));
      // Committed (visible, the connection free again) but not answered while its sync runs.
      await expect.poll(() => syncs).toBe(1);
      expect(await usernames(t)).toEqual(['ann', 'bob']);
      expect(answered).toEqual([]);
      // The connection is back at FULL for every other write.
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.db);
      expect(Number(rows[0]?.synchronous)).toBe(2);
      // The next batch commits meanwhile and is answered after a sync of its own.
      expect(await runner.run((trx) => addUser(trx, 'cyd'))).toBe('cyd');
      expect(syncs).toBe(2);
      expect(answered).toEqual([]);
      release();
      await Promise.all(first);
      expect(answered.sort()).toEqual(['ann', 'bob']);
      expect(await usernames(t)).toEqual(['ann', 'bob', 'cyd']);
    },
  );

  it.skipIf(process.env.TEST_DB !== 'sqlite')('fails a committed batch whose WAL sync fails', async () => {
    const runner = groupCommit(t.db, {
      syncWal: async () => {
        throw new Error('EIO: i/o error, fdatasync');
      },
    });
    const outcomes = await Promise.allSettled(['ann', 'bob'].map((n) => runner.run((trx) => addUser(trx, n))));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/fdatasync/);
  });

  // SQLite: units that run their statements at once (the orders' fills) share the batch with the others.
  describe.skipIf(process.env.TEST_DB !== 'sqlite')('units run at once (runNow)', () => {
    const insertNow = (statements: StatementsNow, name: string) => {
      statements.run(
        CompiledQuery.raw(
          'insert into users (email, email_normalized, username, username_normalized, password_hash, first_name, last_name, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
          [`${name}@school.edu`, `${name}@school.edu`, name, name, 'x', name, 'T', 1],
        ),
      );
      return name;
    };

    it('commits them with the other units of their turn, each rolled back alone when it fails', async () => {
      const runner = groupCommit(t.db, { statementsNow: t.statementsNow });
      const outcomes = await Promise.allSettled([
        runner.runNow!((s) => insertNow(s, 'ann')),
        runner.run((trx) => addUser(trx, 'bob')),
        runner.runNow!((s) => {
          insertNow(s, 'cyd');
          throw new Error('refused after writing');
        }),
        runner.runNow!((s) => insertNow(s, 'ann')), // unique violation: fails alone
        runner.runNow!((s) => insertNow(s, 'dee')),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
      expect((outcomes[0] as PromiseFulfilledResult<string>).value).toBe('ann');
      expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('refused after writing');
      expect(await usernames(t)).toEqual(['ann', 'bob', 'dee']);
    });

    it('answers them only after the shared commit and the WAL sync that followed it', async () => {
      let synced = 0;
      const runner = groupCommit(t.db, {
        statementsNow: t.statementsNow,
        syncWal: async () => {
          await t.syncWal!();
          synced++;
        },
      });
      const seen = await Promise.all(
        ['ann', 'bob'].map((n) =>
          runner.runNow!((s) => insertNow(s, n)).then(async () => ({ synced, users: await usernames(t) })),
        ),
      );
      expect(seen).toEqual([
        { synced: 1, users: ['ann', 'bob'] },
        { synced: 1, users: ['ann', 'bob'] },
      ]);
    });
  });

  it("offers runNow only with the connection's statements", () => {
    expect(groupCommit(t.db).runNow).toBeUndefined();
  });
});
