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
/** Readiness's write probe (modules/health/probe-write-path.ts): its rows are not the app's writes. */
const PROBE_SQL = /^\s*(insert into|delete from) "health_probe"/;

/** What a statement is for the record: the probe's, another write, or a read (or a transaction's own statement). */
function kindOf(query: CompiledQuery): 'probe' | 'write' | 'read' {
  if (PROBE_SQL.test(query.sql)) return 'probe';
  const node = query.query.kind;
  return WRITE_NODES.has(node) || (node === 'RawNode' && WRITE_SQL.test(query.sql)) ? 'write' : 'read';
}

/**
 * The dialect with every write's outcome recorded in `outcomes`: a storage failure of any statement or COMMIT, and a
 * success once a write took effect (a statement outside a transaction, or the COMMIT of a transaction that wrote).
 * Reads and read-only transactions say nothing about writes, and readiness's probe is left out altogether (it reports
 * its own outcome): a probe that fits in a freed page would otherwise hide the failures of the app's writes.
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
  /** Connections in a transaction: whether it wrote, and whether the probe did. */
  readonly #transactions = new WeakMap<DatabaseConnection, { wrote: boolean; probed: boolean }>();
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
    this.#transactions.set(conn, { wrote: false, probed: false });
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    const transaction = this.#transactions.get(conn);
    this.#transactions.delete(conn);
    const probeOnly = Boolean(transaction?.probed && !transaction.wrote);
    await this.#record(() => this.driver.commitTransaction(this.#unwrap(conn)), !probeOnly);
    if (transaction?.wrote) this.outcomes.succeeded();
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
  async #record<T>(run: () => Promise<T>, recorded = true): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (recorded && isStorageFailure(err)) this.outcomes.failed(err);
      throw err;
    }
  }

  #observe(inner: DatabaseConnection): DatabaseConnection {
    const conn: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const kind = kindOf(query);
        const result = await this.#record(() => inner.executeQuery<R>(query), kind !== 'probe');
        const transaction = this.#transactions.get(conn);
        if (kind === 'write') {
          if (transaction) transaction.wrote = true;
          else this.outcomes.succeeded();
        } else if (kind === 'probe' && transaction) {
          transaction.probed = true;
        }
        return result;
      },
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    return conn;
  }
}
