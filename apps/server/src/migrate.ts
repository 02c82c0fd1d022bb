import { migrateToLatest } from './adapters/db/migrate.ts';
import { openDatabase, sqliteFileIn } from './adapters/db/open-database.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const config = loadConfig();
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: sqliteFileIn(config.DATA_DIR),
  });
  const applied = await migrateToLatest(handle.db, handle.kind);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await handle.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
