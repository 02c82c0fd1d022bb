import { sql } from 'kysely';
import type { DbHandle } from '../adapters/db/open-database.ts';

/** Lock holders waiting for a turn, per database: at most half the pool's connections hold a job's lock at once. */
const turns = new WeakMap<DbHandle, { running: number; waiting: (() => void)[] }>();

async function takeTurn(handle: DbHandle): Promise<() => void> {
  const limit = Math.max(1, Math.floor((handle.poolStats?.().max ?? 10) / 2));
  const s = turns.get(handle) ?? { running: 0, waiting: [] };
  turns.set(handle, s);
  if (s.running >= limit) await new Promise<void>((resolve) => s.waiting.push(resolve));
  else s.running++;
  return () => {
    const next = s.waiting.shift();
    if (next) next();
    else s.running--;
  };
}

/**
 * Runs `job` on one instance only (README.md#running-at-scale): on PostgreSQL under a session advisory lock taken with
 * pg_try_advisory_lock — another instance holding it makes this call return null at once. SQLite is one process.
 * The lock keeps its connection for the whole job while the job's own queries take others from the pool, so at most
 * half the pool holds locks at once: jobs that start together (a starting server's) queue for a turn instead of
 * taking every connection and waiting on each other forever.
 */
export async function withJobLock<T>(handle: DbHandle, lockId: number, job: () => Promise<T>): Promise<T | null> {
  if (handle.kind !== 'postgres') return job();
  const done = await takeTurn(handle);
  try {
    return await handle.db.connection().execute(async (conn) => {
      const got = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lockId}) as locked`.execute(conn);
      if (!got.rows[0]?.locked) return null;
      try {
        return await job();
      } finally {
        await sql`select pg_advisory_unlock(${lockId})`.execute(conn);
      }
    });
  } finally {
    done();
  }
}
