import { join, resolve } from 'node:path';
import { backupSqlite } from './adapters/db/backup-sqlite.ts';
import { sqliteFileIn } from './adapters/db/open-database.ts';
import { ConfigError, loadConfig } from './config.ts';
import { formatFileStamp } from './format-file-stamp.ts';

/** `backups/tradearena-2026-11-24T18-30-00Z.sqlite` under DATA_DIR: sorts by time, valid on every file system. */
function defaultBackupFile(dataDir: string, now: Date): string {
  return join(dataDir, 'backups', `tradearena-${formatFileStamp(now)}.sqlite`);
}

// `npm run db:backup [FILE]`: a consistent copy of the SQLite database, safe while the server runs.
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump (see "Backups" in the README).');
    process.exit(1);
  }
  const source = sqliteFileIn(config.DATA_DIR);
  const target = resolve(
    process.env.INIT_CWD ?? '.',
    process.argv[2] ?? defaultBackupFile(config.DATA_DIR, new Date()),
  );
  const pages = await backupSqlite(source, target);
  console.log(`Backed up ${source} to ${target} (${pages} pages).`);
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
