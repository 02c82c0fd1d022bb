import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** What better-sqlite3's Database offers that the wrapper needs. */
interface PreparingDatabase {
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}

/**
 * The SQLite database as Kysely's SqliteDialect sees it, with prepared statements kept by SQL text: Kysely's
 * driver calls `prepare` for every query, and preparing costs more than running a small indexed query. Together
 * with `preparedQuery` (which skips building and compiling), a hot query is a Map lookup and the statement's run.
 *
 * Safe with Kysely's single SQLite connection: queries run one at a time under its mutex, `all`/`run` finish before
 * they return, and a streamed query holds the connection until its iterator ends. The cache is least-recently-used
 * and bounded (queries with `in (…)` lists of varying length make many texts); SQLite re-prepares a cached
 * statement by itself when the schema changed.
 */
export function cacheStatements(database: PreparingDatabase, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
