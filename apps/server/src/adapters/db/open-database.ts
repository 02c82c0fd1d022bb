import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { cacheStatements } from './cache-statements.ts';
import { checkpointInBackground } from './checkpoint-in-background.ts';
import { observeWrites } from './observe-writes.ts';
import type { Database } from './schema.ts';
import { sqliteDialect } from './sqlite-dialect.ts';
import { type StatementsNow, statementsNow } from './statements-now.ts';
import { walSyncer } from './wal-sync.ts';
import { createWriteOutcomes, type WriteOutcomes } from './write-outcomes.ts';

export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The outcomes of the app's real writes lately (readiness reports their storage failures). */
  writes: WriteOutcomes;
  /**
   * SQLite with `synchronous = FULL` only: syncs the WAL to disk off the event loop, for group commit, whose COMMIT
   * skips SQLite's own sync and waits for this before answering (group-commit.ts, wal-sync.ts).
   */
  syncWal?(): Promise<void>;
  /** SQLite only: the connection's statements run at once, for the group commit's synchronous units (statements-now.ts). */
  statementsNow?: StatementsNow;
  /** PostgreSQL: the pool's connections now (for /metrics); absent on SQLite. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

// PostgreSQL BIGINT (int8, oid 20) arrives as a string unless parsed: our BIGINTs are cents and epoch ms, both far
// below 2^53, so they are safe as JS numbers. COUNT(*) is int8 too.
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise `sqliteFile` is used. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL only: the schema to use (tests give each file its own). */
  pgSchema?: string | undefined;
  poolSize?: number;
  /** SQLite only: WAL checkpoints in a worker thread instead of inside commits (the server; see checkpoint-in-background.ts). */
  checkpointInBackground?: boolean;
  /**
   * SQLite only: `full` (default) syncs the WAL at every commit, so what was answered as committed survives a power
   * failure; `normal` syncs only at checkpoints (a crash of the process loses nothing, a power failure may lose the
   * last commits). Config: SQLITE_SYNCHRONOUS.
   */
  synchronous?: 'full' | 'normal';
}

/** The SQLite database file of a data directory (DATA_DIR): the server's, db:migrate's, db:backup's and db:restore's. */
export function sqliteFileIn(dataDir: string): string {
  return join(dataDir, 'tradearena.sqlite');
}

export function openDatabase(options: OpenDatabaseOptions): DbHandle {
  const writes = createWriteOutcomes();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: observeWrites(new PostgresDialect({ pool }), writes) });
    return {
      db,
      kind: 'postgres',
      writes,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => db.destroy(),
    };
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  const stopCheckpoints = options.checkpointInBackground ? checkpointInBackground(sqlite, options.sqliteFile) : null;
  const statements = cacheStatements(sqlite);
  const db = new Kysely<Database>({ dialect: observeWrites(sqliteDialect(statements, sqlite), writes) });
  return {
    db,
    kind: 'sqlite',
    writes,
    statementsNow: statementsNow(statements, writes),
    ...(options.synchronous === 'normal' ? {} : { syncWal: walSyncer(options.sqliteFile) }),
    async close() {
      await stopCheckpoints?.();
      await db.destroy();
    },
  };
}

/** Booleans are INTEGER 0/1 on both dialects. */
export function isTrue(v: number | boolean | null | undefined): boolean {
  return v === true || v === 1;
}
