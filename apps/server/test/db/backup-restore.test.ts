import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/adapters/db/migrate.ts';
import { type DbHandle, openDatabase } from '../../src/adapters/db/open-database.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { startProcess } from '../helpers/server-process.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseUrl } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';

const script = (name: string) => new URL(`../../src/${name}.ts`, import.meta.url).pathname;

/** Runs `npm run db:backup` / `db:restore` as the operator would: its own process, configured by DATA_DIR. */
async function runScript(name: 'db-backup' | 'db-restore', args: string[], dataDir: string) {
  const run = startProcess(script(name), args, { DATA_DIR: dataDir });
  const code = await run.exited;
  return { code, output: run.output() };
}

/** A server's database: a file in a data directory, checkpointed by a worker thread like `npm start`. */
async function openDataDir(dataDir: string): Promise<DbHandle> {
  const handle = openDatabase({ sqliteFile: join(dataDir, 'tradearena.sqlite'), checkpointInBackground: true });
  await migrateToLatest(handle.db, handle.kind);
  return handle;
}

/** Every trade of the trader as the trade history shows it, page by page. */
async function tradeIdsOf(t: TestApp, trader: Trader): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await getJson(t.app, trader, `/api/trades?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...page.trades.map((x: { id: number }) => x.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * `npm run db:backup` copies the SQLite database while the server takes orders; `npm run db:restore` puts the copy in
 * a fresh data directory, where every trade acknowledged before the backup began is found, nothing that was never
 * acknowledged appears, and the ledgers balance (the copy is the database at one instant, never half an order).
 */
describe.skipIf(Boolean(testDatabaseUrl))('SQLite backup and restore', () => {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tradearena-backup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('backs up under load, refuses to restore over a running server, and restores every acknowledged trade', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const liveDir = tempDir();
    const live = await openDataDir(liveDir);
    const t = await createTestApp({ deps: { db: live, marketData: market } });
    cleanups.push(async () => {
      await t.close();
      await live.close();
    });
    const traders = [await buildTrader(live.db), await buildTrader(live.db), await buildTrader(live.db)];

    const acknowledged = new Set<number>();
    const order = async (trader: Trader, action: 'buy' | 'sell') => {
      const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action, shares: 1 });
      expect(res.statusCode).toBe(200);
      acknowledged.add(res.json().trade.id);
    };
    for (const trader of traders) {
      await order(trader, 'buy');
      await order(trader, 'buy');
    }
    const beforeBackup = new Set(acknowledged);

    // Orders keep coming from every trader until the backup process has finished.
    const backupFile = join(tempDir(), 'nested', 'tradearena-backup.sqlite');
    let backupDone = false;
    const backup = runScript('db-backup', [backupFile], liveDir).finally(() => {
      backupDone = true;
    });
    const load = traders.map(async (trader) => {
      for (let i = 0; !backupDone; i += 1) await order(trader, i % 2 === 0 ? 'buy' : 'sell');
    });
    const backed = await backup;
    await Promise.all(load);
    expect(backed.output).toContain('Backed up');
    expect(backed.code).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(beforeBackup.size);

    // The server still holds the live database: restoring over it is refused and changes nothing.
    const refused = await runScript('db-restore', [backupFile], liveDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop the server');
    expect((await tradeIdsOf(t, traders[0]!)).length).toBeGreaterThan(2);

    const freshDir = join(tempDir(), 'data');
    const restored = await runScript('db-restore', [backupFile], freshDir);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    const copy = await openDataDir(freshDir);
    const t2 = await createTestApp({ deps: { db: copy, marketData: market } });
    cleanups.push(async () => {
      await t2.close();
      await copy.close();
    });
    const found = new Set<number>();
    for (const trader of traders) for (const id of await tradeIdsOf(t2, trader)) found.add(id);
    for (const id of beforeBackup) expect(found).toContain(id);
    for (const id of found) expect(acknowledged).toContain(id);
    await expectLedgersBalance(copy.db);
    // The restored database is a working one: the same session cookies, new orders.
    const after = await placeTrade(t2.app, traders[0]!, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(after.statusCode).toBe(200);
  }, 60_000);

  it('refuses a file that is not a backup, and restoring without a file', async () => {
    const dataDir = tempDir();
    const notBackup = await runScript('db-restore', [script('db-restore')], dataDir);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('cannot be restored: not a SQLite database');
    const missing = await runScript('db-restore', [], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: npm run db:restore FILE');
  }, 30_000);
});
