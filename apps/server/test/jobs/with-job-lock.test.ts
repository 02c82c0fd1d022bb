import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withJobLock } from '../../src/jobs/with-job-lock.ts';
import { createTestDb, type TestDbHandle, testDatabaseUrl } from '../helpers/test-db.ts';

/**
 * Jobs that start together (every job of a starting server) each hold a connection for their lock while their own
 * queries need another: more jobs than the pool has connections must still all run, not wait on each other forever.
 */
describe.skipIf(!testDatabaseUrl)('withJobLock on PostgreSQL', () => {
  let handle: TestDbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  it('runs more jobs at once than the pool has connections, each with its own queries', async () => {
    handle = await createTestDb({ poolSize: 4 });
    const db = handle;
    const jobs = Array.from({ length: 10 }, (_, i) =>
      withJobLock(db, 900_000 + i, async () => {
        await new Promise((r) => setTimeout(r, 20));
        const r = await sql<{ n: number }>`select ${i}::int as n`.execute(db.db);
        return r.rows[0]!.n;
      }),
    );
    const timeout = new Promise<string>((r) => setTimeout(() => r('stuck'), 15_000));
    expect(await Promise.race([Promise.all(jobs), timeout])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
