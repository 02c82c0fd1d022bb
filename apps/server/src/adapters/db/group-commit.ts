import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Runs a unit of work in a transaction of its own, or in its own savepoint of a shared one (group commit). */
export interface TransactionRunner {
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** One transaction per unit of work (PostgreSQL: the pool runs them side by side and the server groups commits). */
export function transactionPerCall(db: Kysely<Database>): TransactionRunner {
  return { run: (work) => db.transaction().execute(work) };
}

// Built once: the same text on SQLite and PostgreSQL, prepared once per connection by the driver's statement cache.
const SAVEPOINT = CompiledQuery.raw('savepoint unit');
const RELEASE = CompiledQuery.raw('release savepoint unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint unit');

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/**
 * Group commit for SQLite (decision 010). SQLite has one writer, and a commit costs more than a small transaction's
 * statements (every page the transaction touched is appended to the WAL again, however little changed on it). The
 * units of work that arrive within one turn of the event loop run together in one transaction, each in a savepoint
 * of its own: a unit that throws is rolled back to its savepoint and fails alone, the others go on. Every caller is
 * answered only after the shared COMMIT, so nothing is acknowledged before it is committed, and with SQLite's
 * `synchronous = FULL` (the default, open-database.ts) before it is on disk: the one sync of the COMMIT is shared by
 * the batch. (With SQLITE_SYNCHRONOUS=normal a commit survives a crash of the process but not a power failure.)
 * Should a unit's failure end the transaction (disk full, I/O error) or the COMMIT fail, every unit of the batch
 * fails with that error (none took effect) and callers may retry (orders carry idempotency keys).
 * Units must use only the `trx` they are given (the connection is theirs until the commit).
 */
export function groupCommit(db: Kysely<Database>, opts: { maxBatch?: number } = {}): TransactionRunner {
  const maxBatch = opts.maxBatch ?? 64;
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
      runBatch(queue.splice(0, maxBatch)).finally(() => {
        running = false;
        schedule();
      });
    });
  }

  async function runBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      // Alone in its turn: a transaction of its own, no savepoint needed.
      const unit = batch[0]!;
      await db.transaction().execute(unit.work).then(unit.resolve, unit.reject);
      return;
    }
    const settled: (() => void)[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          await trx.executeQuery(SAVEPOINT);
          try {
            const value = await unit.work(trx);
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
    } catch (err) {
      for (const unit of batch) unit.reject(err);
      return;
    }
    for (const settle of settled) settle();
  }

  return {
    run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
