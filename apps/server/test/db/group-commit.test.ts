import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/adapters/db/group-commit.ts';
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
});
