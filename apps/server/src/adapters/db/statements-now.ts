import type { CompiledQuery, QueryResult, SqliteDatabase } from 'kysely';
import { isStorageFailure } from './storage-failure.ts';
import type { WriteOutcomes } from './write-outcomes.ts';

/**
 * SQLite only: runs compiled queries on the connection at once, without a promise per statement (the group commit's
 * synchronous units, group-commit.ts). The same results as Kysely's SQLite driver gives (`rows` for a statement that
 * returns rows, else `numAffectedRows` and `insertId`), from the same statement cache. A statement's storage failure
 * (disk full, I/O error) is recorded for readiness as observe-writes.ts records the driver's; `committed()` tells it
 * that a transaction these statements wrote in has committed.
 */
export interface StatementsNow {
  run<R>(query: CompiledQuery<R>): QueryResult<R>;
  committed(): void;
}

export function statementsNow(statements: Pick<SqliteDatabase, 'prepare'>, writes: WriteOutcomes): StatementsNow {
  return {
    run<R>({ sql, parameters }: CompiledQuery<R>): QueryResult<R> {
      try {
        const statement = statements.prepare(sql);
        if (statement.reader) return { rows: statement.all(parameters) as R[] };
        const { changes, lastInsertRowid } = statement.run(parameters);
        return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
      } catch (err) {
        if (isStorageFailure(err)) writes.failed(err);
        throw err;
      }
    },
    committed: () => writes.succeeded(),
  };
}
