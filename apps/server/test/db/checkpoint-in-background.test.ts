import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/db/open-database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

/** Writes ~400 KB in small transactions, as orders do. */
async function writeRows(handle: ReturnType<typeof openDatabase>): Promise<void> {
  await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
  for (let i = 0; i < 200; i++) {
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values (${'x'.repeat(2_000)})`.execute(trx);
    });
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('SQLite WAL checkpoints in a worker thread', () => {
  it('copies committed pages into the database file without the writing connection doing it', async () => {
    const file = tempFile();
    const handle = openDatabase({ sqliteFile: file, checkpointInBackground: true });
    await writeRows(handle);
    // The writing connection never checkpoints: the pages reach the main file only through the worker.
    // Within one checkpoint interval (5 s) and some.
    expect(await waitUntil(() => statSync(file).size > 400_000, 8_000)).toBe(true);
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
    expect(count.rows[0]?.n).toBe(200);
    await handle.close();
  });

  it('leaves checkpoints to the writing connection when not asked (tests, tools)', async () => {
    const file = tempFile();
    const handle = openDatabase({ sqliteFile: file });
    await writeRows(handle);
    // Fewer than 1,000 pages: the automatic checkpoint has not run, so the rows are still only in the WAL.
    expect(statSync(file).size).toBeLessThan(400_000);
    await handle.close();
  });

  it('closes cleanly: the worker stops and every row is in the database file', async () => {
    const file = tempFile();
    const handle = openDatabase({ sqliteFile: file, checkpointInBackground: true });
    await writeRows(handle);
    await handle.close();
    expect(statSync(file).size).toBeGreaterThan(400_000);
    const again = openDatabase({ sqliteFile: file });
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(again.db);
    expect(count.rows[0]?.n).toBe(200);
    await again.close();
  });
});
