import { type Kysely, sql } from 'kysely';
import { testDatabaseUrl } from './test-db.ts';

/**
 * Makes the test database refuse writes (`on`) or take them again, on the app's only connection (open it with
 * `poolSize: 1` on PostgreSQL): SQLite `query_only` (SQLITE_READONLY), PostgreSQL `default_transaction_read_only`
 * (SQLSTATE 25006). Both are storage failures (storage-failure.ts), as a full disk is.
 */
export async function refuseWrites<DB>(db: Kysely<DB>, on: boolean): Promise<void> {
  const value = on ? 'on' : 'off';
  await sql
    .raw(testDatabaseUrl ? `set default_transaction_read_only = ${value}` : `pragma query_only = ${value}`)
    .execute(db);
}
