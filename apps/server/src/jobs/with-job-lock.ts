import { sql } from 'kysely';
import type { DbHandle } from '../adapters/db/open-database.ts';

/**
 * Runs `job` on one instance only (README.md#running-at-scale): on PostgreSQL under a session advisory lock taken with
 * pg_try_advisory_lock — another instance holding it makes this call return null at once. SQLite is one process.
 */
export async function withJobLock<T>(handle: DbHandle, lockId: number, job: () => Promise<T>): Promise<T | null> {
  if (handle.kind !== 'postgres') return job();
  return handle.db.connection().execute(async (conn) => {
    const got = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lockId}) as locked`.execute(conn);
    if (!got.rows[0]?.locked) return null;
    try {
      return await job();
    } finally {
      await sql`select pg_advisory_unlock(${lockId})`.execute(conn);
    }
  });
}
