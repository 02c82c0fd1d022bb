import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from './helpers/fake-market-data.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDb, type TestDbHandle } from './helpers/test-db.ts';

const dbs: TestDbHandle[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
});

/** `count` users, each with a personal portfolio of cash only, in a few statements. */
async function seedPlayers(db: TestDbHandle, count: number): Promise<void> {
  const now = Date.parse('2026-11-18T14:00:00Z');
  for (let from = 0; from < count; from += 500) {
    const names = Array.from({ length: Math.min(500, count - from) }, (_, i) => `player_${from + i}`);
    const users = await db.db
      .insertInto('users')
      .values(
        names.map((n) => ({
          email: `${n}@school.edu`,
          email_normalized: `${n}@school.edu`,
          username: n,
          username_normalized: n,
          first_name: 'Ada',
          last_name: 'Lovelace',
          password_hash: 'not-a-real-hash',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db.db
      .insertInto('portfolios')
      .values(
        users.map((u) => ({
          user_id: Number(u.id),
          cash_cents: 100_000_00,
          starting_cash_cents: 100_000_00,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** The app's and the jobs' log lines, as objects. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    jobLog: {
      info: (obj: object, msg: string) => void lines.push({ ...obj, msg }),
      error: (obj: object, msg: string) => void lines.push({ ...obj, msg }),
    },
  };
}

describe('closing the app (server.ts on SIGTERM)', () => {
  it('stops the value-history round under way between two pages (whole pages written) and logs every step', async () => {
    const db = await createTestDb();
    dbs.push(db);
    const players = 6_000;
    await seedPlayers(db, players);
    const logs = captureLogs();
    // Wednesday 15:00 UTC: the market is open, the job's first round values every portfolio, 500 a page.
    const t = await createTestApp({
      deps: { db, marketData: createFakeMarketData({ SPY: 500_00 }) },
      logger: logs.logger,
      jobLog: logs.jobLog,
    });
    await t.app.close();
    await t.close();

    const check = dbs[0]!.openAnother();
    try {
      const rows = await check.db
        .selectFrom('portfolio_value_snapshots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const written = Number(rows.n);
      expect(written).toBeLessThan(players);
      expect(written % 500).toBe(0);
    } finally {
      await check.close();
    }
    const steps = logs.lines.filter((l) => l.msg === 'shutdown step done').map((l) => l.step);
    for (const step of ['risk books', 'standings', 'pub/sub', 'rate limiter', 'database'])
      expect(steps).toContain(step);
    expect(steps.indexOf('database')).toBe(steps.length - 1);
    const stopped = logs.lines.find((l) => l.msg === 'job stopped' && l.job === 'performance snapshots');
    expect(stopped?.ms).toEqual(expect.any(Number));
  });
});
