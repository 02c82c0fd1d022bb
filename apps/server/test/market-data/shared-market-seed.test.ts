import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/adapters/db/migrate.ts';
import { type DbHandle, openDatabase } from '../../src/adapters/db/open-database.ts';
import { loadSecretMarketSeed } from '../../src/adapters/market-data/simulated/load-secret-market-seed.ts';
import { testDatabaseUrl } from '../helpers/test-db.ts';

async function onAdmin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: testDatabaseUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

/** Several server instances starting at once against one database (PostgreSQL) or one DATA_DIR (SQLite). */
describe('the secret market seed shared by instances', () => {
  it.runIf(testDatabaseUrl)(
    'gives every instance sharing a PostgreSQL database the same stored seed, even when they start together',
    async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      await onAdmin(`create schema ${schema}`);
      const dataDirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'seed-instance-')));
      const handles: DbHandle[] = dataDirs.map(() =>
        openDatabase({ databaseUrl: testDatabaseUrl, sqliteFile: '', pgSchema: schema, poolSize: 2 }),
      );
      try {
        const seeds = await Promise.all(
          handles.map(async (h, i) => {
            await migrateToLatest(h.db, h.kind);
            return loadSecretMarketSeed({ db: h.db, kind: h.kind, dataDir: dataDirs[i]! });
          }),
        );
        expect(seeds[0]!.seed).toMatch(/^[0-9a-f]{64}$/);
        expect(new Set(seeds.map((s) => s.seed)).size).toBe(1);
        expect(seeds.filter((s) => s.created)).toHaveLength(1);
        expect(seeds[0]!.keptIn).toBe('the database (server_secrets)');
        const restarted = await loadSecretMarketSeed({ db: handles[0]!.db, kind: 'postgres', dataDir: dataDirs[0]! });
        expect(restarted).toMatchObject({ seed: seeds[0]!.seed, created: false });
      } finally {
        for (const h of handles) await h.close();
        for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
        await onAdmin(`drop schema if exists ${schema} cascade`);
      }
    },
  );

  it('gives processes starting together on one DATA_DIR the same seed file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seed-instance-'));
    try {
      const seeds = await Promise.all(
        [0, 1, 2, 3].map(() => loadSecretMarketSeed({ db: null as never, kind: 'sqlite', dataDir })),
      );
      expect(new Set(seeds.map((s) => s.seed)).size).toBe(1);
      expect(seeds.filter((s) => s.created)).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
