import { type DatabaseConnection, type Driver, type SqliteDatabase, SqliteDialect, SqliteDriver } from 'kysely';

/** What better-sqlite3's Database tells about the connection's transaction. */
interface TransactionState {
  readonly inTransaction: boolean;
}

/**
 * Kysely's SqliteDialect, with one change: ROLLBACK is sent only while a transaction is open. On SQLITE_FULL (disk
 * full) and SQLITE_IOERR, SQLite rolls the whole transaction back by itself; Kysely's ROLLBACK then failed with
 * "cannot rollback - no transaction is active", and that error replaced the disk error in the answer and in the log.
 * Now the statement's own error is what propagates.
 */
export function sqliteDialect(database: SqliteDatabase, connection: TransactionState): SqliteDialect {
  const config = { database };
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new (class extends SqliteDriver {
        override async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
          if (connection.inTransaction) await super.rollbackTransaction(conn);
        }
      })(config);
    }
  })(config);
}
