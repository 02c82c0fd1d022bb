import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { backupSqlite } from './backup-sqlite.ts';

export type RestoreRefusal =
  | { reason: 'not-a-backup'; detail: string }
  | { reason: 'in-use' }
  | { reason: 'same-file' };

/**
 * True when another connection (a running server, `npm run db:migrate`) has the database open. In WAL mode every open
 * connection holds a shared lock on the WAL index, so an exclusive lock is refused while one is open, even idle.
 */
export function isSqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw err;
  } finally {
    probe.close();
  }
}

/** Null when `file` is a whole SQLite database of this application; otherwise what is wrong with it. */
function checkBackup(file: string): string | null {
  if (!existsSync(file)) return 'no such file';
  let db: SqliteDatabase.Database | null = null;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `damaged (${String(check)})`;
    const migrations = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
      .get();
    return migrations ? null : 'not a TradeArena database (no migrations table)';
  } catch (err) {
    return `not a SQLite database (${(err as Error).message})`;
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup made by backupSqlite back as the database at `targetFile` (which may not exist yet: a fresh data
 * directory). Refused while anything has the target open: a running server keeps state in memory (sessions,
 * leaderboards) that would no longer match, so it must be stopped first. The copy goes through SQLite's backup API,
 * which replaces the target's pages in one write transaction (a stale WAL of the target is rolled in first), so an
 * interrupted restore leaves the old database whole. With `saveCurrentTo`, the database being replaced (if any) is
 * first copied there, so a wrong restore can be undone.
 */
export async function restoreSqlite(
  backupFile: string,
  targetFile: string,
  opts: { saveCurrentTo?: string } = {},
): Promise<{ ok: true; pages: number; saved: string | null } | { ok: false; refusal: RestoreRefusal }> {
  if (resolve(backupFile) === resolve(targetFile)) return { ok: false, refusal: { reason: 'same-file' } };
  const problem = checkBackup(backupFile);
  if (problem) return { ok: false, refusal: { reason: 'not-a-backup', detail: problem } };
  if (isSqliteInUse(targetFile)) return { ok: false, refusal: { reason: 'in-use' } };
  const saved = opts.saveCurrentTo && existsSync(targetFile) ? opts.saveCurrentTo : null;
  if (saved) await backupSqlite(targetFile, saved);
  const pages = await backupSqlite(backupFile, targetFile, { readonly: true });
  return { ok: true, pages, saved };
}
