import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/create-deps.ts';
import type { AppDeps } from '../../src/deps.ts';

const quiet = { info() {}, warn() {}, error() {} };
const opened: { deps: AppDeps; dir: string }[] = [];
afterEach(async () => {
  for (const { deps, dir } of opened.splice(0)) {
    await deps.pubsub.close();
    await deps.rateLimiter.close();
    await deps.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The database exactly as the server opens it (createDeps from the configuration), on SQLite in a temp DATA_DIR. */
async function openAsTheServerDoes(env: Record<string, string> = {}): Promise<AppDeps> {
  const dir = mkdtempSync(join(tmpdir(), 'open-database-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, ...env });
  const deps = await createDeps(config, quiet);
  opened.push({ deps, dir });
  return deps;
}

async function synchronousLevel(deps: AppDeps): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(deps.db.db);
  return Number(rows[0]?.synchronous);
}

/** A commit answered as done must survive a power failure, not only a crash of the process. */
describe('the SQLite database', () => {
  it('syncs every commit to disk (synchronous = FULL) by default', async () => {
    const deps = await openAsTheServerDoes();
    expect(deps.db.kind).toBe('sqlite');
    expect(await synchronousLevel(deps)).toBe(2);
  });

  it('syncs every commit in production too', async () => {
    const deps = await openAsTheServerDoes({ NODE_ENV: 'production', MARKET_SEED: 'a-test-seed-not-the-default' });
    expect(await synchronousLevel(deps)).toBe(2);
  });

  it('runs with synchronous = NORMAL only when SQLITE_SYNCHRONOUS=normal asks for it', async () => {
    const deps = await openAsTheServerDoes({ SQLITE_SYNCHRONOUS: 'normal' });
    expect(await synchronousLevel(deps)).toBe(1);
  });

  it('refuses an unknown SQLITE_SYNCHRONOUS value with a message naming the variable', () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});
