import { join } from 'node:path';
import { migrateToLatest } from './adapters/db/migrate.ts';
import { openDatabase } from './adapters/db/open-database.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: join(config.DATA_DIR, 'tradearena.sqlite'),
  });
  const applied = await migrateToLatest(handle.db, handle.kind);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await handle.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
