import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Copies a live SQLite database to `targetFile` with SQLite's online backup API while other connections (a running
 * server) keep reading and writing it. The pages are copied in one step inside one read transaction, so the copy is
 * the database as it was at one instant: every transaction committed before that instant, none after, never half of
 * one. In WAL mode a reader does not block writers, so orders go on during the copy. Throws when `sourceFile` is not
 * there. Returns the number of pages copied. `readonly` opens the source read-only (a backup being restored).
 */
export async function backupSqlite(
  sourceFile: string,
  targetFile: string,
  opts: { readonly?: boolean } = {},
): Promise<number> {
  const source = new SqliteDatabase(sourceFile, {
    readonly: opts.readonly ?? false,
    fileMustExist: true,
    timeout: 5000,
  });
  try {
    mkdirSync(dirname(targetFile), { recursive: true });
    const result = await source.backup(targetFile, {
      // The first step copies 100 pages; then all the rest at once (a write by another connection between two
      // steps would restart the copy, so under constant load a copy in small steps might never finish).
      progress: ({ remainingPages }) => Math.max(remainingPages, 1),
    });
    return result.totalPages;
  } finally {
    source.close();
  }
}
