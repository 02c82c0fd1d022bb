import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { StatementsNow } from './statements-now.ts';

/** Runs a unit of work in a transaction of its own, or in its own savepoint of a shared one (group commit). */
export interface TransactionRunner {
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * SQLite's group commit with the connection's statements at hand only: a unit that runs its statements at once
   * (statements-now.ts), without a promise per statement; the same savepoint, commit and answer as `run`'s units.
   */
  runNow?<T>(work: (statements: StatementsNow) => T): Promise<T>;
}

/** One transaction per unit of work (PostgreSQL: the pool runs them side by side and the server groups commits). */
export function transactionPerCall(db: Kysely<Database>): TransactionRunner {
  return { run: (work) => db.transaction().execute(work) };
}

// Built once: the same text on SQLite and PostgreSQL, prepared once per connection by the driver's statement cache.
const SAVEPOINT = CompiledQuery.raw('savepoint unit');
const RELEASE = CompiledQuery.raw('release savepoint unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint unit');
// SQLite only: the batch's COMMIT without SQLite's own sync (the WAL is synced after it, off the event loop), then
// every commit synced again (open-database.ts).
const SYNC_AT_CHECKPOINTS = CompiledQuery.raw('pragma synchronous = NORMAL');
const SYNC_EVERY_COMMIT = CompiledQuery.raw('pragma synchronous = FULL');

interface Pending {
  /** The unit: `work` on the transaction, or `now` on the connection's statements (runNow). */
  work: ((trx: Transaction<Database>) => Promise<unknown>) | null;
  now: ((statements: StatementsNow) => unknown) | null;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/**
 * Group commit for SQLite (decision 010). SQLite has one writer, and a commit costs more than a small transaction's
 * statements (every page the transaction touched is appended to the WAL again, however little changed on it). The
 * units of work that arrive within one turn of the event loop run together in one transaction, each in a savepoint
 * of its own: a unit that throws is rolled back to its savepoint and fails alone, the others go on. Every caller is
 * answered only after the shared COMMIT, so nothing is acknowledged before it is committed, and with SQLite's
 * `synchronous = FULL` (the default, open-database.ts) before it is on disk: one sync of the WAL per batch.
 * That sync runs off the event loop when `syncWal` is given (docs/decisions/030-orders-one-lane-per-portfolio-and-sync-off-the-loop.md):
 * the batch's COMMIT skips SQLite's own sync (`synchronous = NORMAL` for that transaction only, FULL again right
 * after it), the next batch may run meanwhile, and the callers are answered when a WAL sync that started after their
 * COMMIT has ended. (With SQLITE_SYNCHRONOUS=normal a commit survives a crash of the process but not a power failure.)
 * Should a unit's failure end the transaction (disk full, I/O error), the COMMIT or the sync fail, every unit of the
 * batch fails with that error (none took effect, or after a failed sync none is known to be on disk) and callers may
 * retry (orders carry idempotency keys).
 * Units must use only the `trx` they are given (the connection is theirs until the commit); a `runNow` unit only the
 * statements it is given, on the same connection, and it runs them without waiting, so a batch of such units runs in
 * one piece without a promise per statement (the orders' fills, fill-writer.ts).
 */
export function groupCommit(
  db: Kysely<Database>,
  opts: {
    maxBatch?: number;
    syncWal?: (() => Promise<void>) | undefined;
    /** The same connection's statements, run at once: enables `runNow`. */
    statementsNow?: StatementsNow | undefined;
  } = {},
): TransactionRunner {
  const maxBatch = opts.maxBatch ?? 64;
  const syncWal = opts.syncWal;
  const statementsNow = opts.statementsNow;
  const queue: Pending[] = [];
  let scheduled = false;
  let running = false;

  function schedule(): void {
    if (scheduled || running || queue.length === 0) return;
    scheduled = true;
    // After the I/O phase: every order read from the sockets in this turn joins the batch.
    setImmediate(() => {
      scheduled = false;
      running = true;
      const batch = queue.splice(0, maxBatch);
      const failAll = (err: unknown) => {
        for (const unit of batch) unit.reject(err);
      };
      commitBatch(batch).then(
        (settle) => {
          running = false;
          schedule();
          if (!syncWal) return settle();
          return syncWal().then(settle, failAll);
        },
        (err) => {
          running = false;
          schedule();
          failAll(err);
        },
      );
    });
  }

  /** A transaction on the connection; with `syncWal`, one whose COMMIT leaves the sync to it. */
  function inTransaction(work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    if (!syncWal) return db.transaction().execute(work);
    return db.connection().execute(async (conn) => {
      await conn.executeQuery(SYNC_AT_CHECKPOINTS);
      try {
        await conn.transaction().execute(work);
      } finally {
        await conn.executeQuery(SYNC_EVERY_COMMIT);
      }
    });
  }

  /** A `runNow` unit in a savepoint of its own, at once (no promise in between): what answers its caller. */
  function unitNow(unit: Pending, statements: StatementsNow): () => void {
    statements.run(SAVEPOINT);
    try {
      const value = unit.now!(statements);
      statements.run(RELEASE);
      return () => unit.resolve(value);
    } catch (err) {
      try {
        statements.run(ROLLBACK_TO);
        statements.run(RELEASE);
      } catch {
        throw err; // as below: the database ended the transaction itself
      }
      return () => unit.reject(err);
    }
  }

  /** Runs the batch in one transaction; resolves after its COMMIT with what answers the callers. */
  async function commitBatch(batch: Pending[]): Promise<() => void> {
    const settled: (() => void)[] = [];
    await inTransaction(async (trx) => {
      if (batch.length === 1) {
        // Alone in its turn: no savepoint needed (a failure rolls the transaction back and fails it).
        const unit = batch[0]!;
        const value = unit.now ? unit.now(statementsNow!) : await unit.work!(trx);
        settled.push(() => unit.resolve(value));
        return;
      }
      for (const unit of batch) {
        if (unit.now) {
          settled.push(unitNow(unit, statementsNow!));
          continue;
        }
        await trx.executeQuery(SAVEPOINT);
        try {
          const value = await unit.work!(trx);
          await trx.executeQuery(RELEASE);
          settled.push(() => unit.resolve(value));
        } catch (err) {
          try {
            await trx.executeQuery(ROLLBACK_TO);
            await trx.executeQuery(RELEASE);
          } catch {
            // The database ended the transaction itself (SQLITE_FULL, SQLITE_IOERR: "no such savepoint" now):
            // the whole batch fails, and with the unit's own error, the one that says what went wrong.
            throw err;
          }
          settled.push(() => unit.reject(err));
        }
      }
    });
    // What `runNow` units wrote is committed (their statements bypass the driver that records the others' writes).
    if (statementsNow && batch.some((unit) => unit.now)) statementsNow.committed();
    return () => {
      for (const settle of settled) settle();
    };
  }

  function enqueue<T>(unit: Pick<Pending, 'work' | 'now'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ ...unit, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
  }

  const runner: TransactionRunner = { run: (work) => enqueue({ work, now: null }) };
  if (statementsNow) runner.runNow = (work) => enqueue({ work: null, now: work });
  return runner;
}
