import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { isStorageFailure } from './storage-failure.ts';
import type { WriteOutcomes } from './write-outcomes.ts';

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** Raw SQL (sql`…`, prepared queries) that changes rows. */
const WRITE_SQL = /^\s*(insert|update|delete|replace|merge)\b/i;

function isWrite(query: CompiledQuery): boolean {
  return WRITE_NODES.has(query.query.kind) || (query.query.kind === 'RawNode' && WRITE_SQL.test(query.sql));
}

/**
 * The dialect with every write's outcome recorded in `outcomes`: a storage failure of any statement or COMMIT, and a
 * success once a write took effect (a statement outside a transaction, or the COMMIT of a transaction that wrote).
 * Reads and read-only transactions say nothing about writes and are not recorded.
 */
export function observeWrites(dialect: Dialect, outcomes: WriteOutcomes): Dialect {
  return {
    createDriver: () => new ObservedDriver(dialect.createDriver(), outcomes),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

type Savepoint = (conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) => Promise<void>;

class ObservedDriver implements Driver {
  /** Our connection of each of the driver's, and back. */
  readonly #wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  /** Connections in a transaction, and whether it wrote. */
  readonly #transactions = new WeakMap<DatabaseConnection, { wrote: boolean }>();
  readonly savepoint?: Savepoint;
  readonly rollbackToSavepoint?: Savepoint;
  readonly releaseSavepoint?: Savepoint;

  constructor(
    private readonly driver: Driver,
    private readonly outcomes: WriteOutcomes,
  ) {
    const forward = (method: Savepoint | undefined): Savepoint | undefined =>
      method && ((conn, name, compile) => method.call(driver, this.#unwrap(conn), name, compile));
    this.savepoint = forward(driver.savepoint);
    this.rollbackToSavepoint = forward(driver.rollbackToSavepoint);
    this.releaseSavepoint = forward(driver.releaseSavepoint);
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.driver.acquireConnection();
    let conn = this.#wrapped.get(inner);
    if (!conn) {
      conn = this.#observe(inner);
      this.#wrapped.set(inner, conn);
      this.#inner.set(conn, inner);
    }
    return conn;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.#record(() => this.driver.beginTransaction(this.#unwrap(conn), settings));
    this.#transactions.set(conn, { wrote: false });
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    const transaction = this.#transactions.get(conn);
    this.#transactions.delete(conn);
    await this.#record(() => this.driver.commitTransaction(this.#unwrap(conn)));
    if (transaction?.wrote && this.outcomes.recording()) this.outcomes.succeeded();
  }

  rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    this.#transactions.delete(conn);
    return this.driver.rollbackTransaction(this.#unwrap(conn));
  }

  releaseConnection(conn: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.#unwrap(conn));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  #unwrap(conn: DatabaseConnection): DatabaseConnection {
    return this.#inner.get(conn) ?? conn;
  }

  /** `run()`, with a storage failure recorded (SQLite's connection throws before it returns a promise). */
  async #record<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isStorageFailure(err) && this.outcomes.recording()) this.outcomes.failed(err);
      throw err;
    }
  }

  #observe(inner: DatabaseConnection): DatabaseConnection {
    const conn: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const result = await this.#record(() => inner.executeQuery<R>(query));
        if (isWrite(query) && this.outcomes.recording()) {
          const transaction = this.#transactions.get(conn);
          if (transaction) transaction.wrote = true;
          else this.outcomes.succeeded();
        }
        return result;
      },
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    return conn;
  }
}
