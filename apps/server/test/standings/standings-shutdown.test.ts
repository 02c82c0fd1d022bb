import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader } from '../trading/trading-builders.ts';

/**
 * A database that can hold the answer of the next query reading `table` until released, and notes every query sent
 * after it was closed.
 */
async function gatedDb(table: string) {
  const handle = await createTestDb();
  let closed = false;
  const late: string[] = [];
  let armed = false;
  const held = new Set<string>();
  let release = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const text = JSON.stringify(args.node);
      if (closed) late.push(text.slice(0, 200));
      if (armed && args.node.kind === 'SelectQueryNode' && text.includes(`"${table}"`)) {
        armed = false;
        held.add(args.queryId.queryId);
      }
      return args.node;
    },
    async transformResult(args) {
      if (held.has(args.queryId.queryId)) await released;
      return args.result;
    },
  };
  const db = {
    ...handle,
    db: handle.db.withPlugin(plugin),
    async close() {
      closed = true;
      await handle.close();
    },
  };
  return { db, handle, late, arm: () => (armed = true), release };
}

/** What the app logged at warn or above (pino levels: 40 = warn). */
function problems(lines: string[]) {
  return lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 40);
}

describe('shutdown while the standings load (they stop before the database closes)', () => {
  it('closing the app while the global standings load is pending sends no query after the database closes and logs no error', async () => {
    const logs: string[] = [];
    const gated = await gatedDb('portfolios');
    await buildTrader(gated.handle.db, { now: new Date('2026-11-18T15:00:00Z'), username: 'closing_player' });
    // The app loads the global standings as soon as it is ready (in the background): their first chunk is held.
    gated.arm();
    const t = await createTestApp({
      deps: { db: gated.db },
      logger: { level: 'info', stream: { write: (l: string) => logs.push(l) } },
    });
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 50));
    gated.release();
    await expect(closing).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    await t.close();
    await gated.handle.destroy();
    expect(gated.late).toEqual([]);
    expect(problems(logs)).toEqual([]);
  });
});
