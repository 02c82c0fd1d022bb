import { join, resolve } from 'node:path';
import { sqliteFileIn } from './adapters/db/open-database.ts';
import { type RestoreRefusal, restoreSqlite } from './adapters/db/restore-sqlite.ts';
import { ConfigError, loadConfig } from './config.ts';
import { formatFileStamp } from './format-file-stamp.ts';

function describeRefusal(refusal: RestoreRefusal, backup: string, target: string): string {
  switch (refusal.reason) {
    case 'in-use':
      return `${target} is in use (a server or another command has it open): stop the server, then restore again.`;
    case 'same-file':
      return `${backup} is the database itself: name a backup file.`;
    case 'not-a-backup':
      return `${backup} cannot be restored: ${refusal.detail}.`;
  }
}

// `npm run db:restore FILE`: puts a backup back as DATA_DIR's database; the server must be stopped. The database being
// replaced is first saved beside the backups (`before-restore-….sqlite`), so a wrong restore can be undone.
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is PostgreSQL: restore it with pg_restore (see "Backups" in the README).');
    process.exit(1);
  }
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run db:restore FILE (a file written by npm run db:backup)');
    process.exit(1);
  }
  // npm runs scripts from the repository root; a relative FILE means where `npm run` was typed.
  const backup = resolve(process.env.INIT_CWD ?? '.', file);
  const target = sqliteFileIn(config.DATA_DIR);
  const result = await restoreSqlite(backup, target, {
    saveCurrentTo: join(config.DATA_DIR, 'backups', `before-restore-${formatFileStamp(new Date())}.sqlite`),
  });
  if (!result.ok) {
    console.error(describeRefusal(result.refusal, backup, target));
    process.exit(1);
  }
  const saved = result.saved ? ` The database it replaced was saved to ${result.saved}.` : '';
  console.log(`Restored ${backup} to ${target} (${result.pages} pages).${saved}`);
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
