// Runs the server suites again on PostgreSQL when DATABASE_URL is set (each test file gets its own schema).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the PostgreSQL run of the server suites is skipped.');
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(r.status ?? 1);
