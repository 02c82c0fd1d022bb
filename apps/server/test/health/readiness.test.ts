import { ErrorBodySchema, HealthResponseSchema } from '@tradearena/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData, createSwitchableMarketHours } from '../helpers/fake-market-data.ts';
import { fillDisk } from '../helpers/fill-disk.ts';
import { refuseWrites } from '../helpers/refuse-writes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDb, testDatabaseUrl } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance, placeTrade } from '../trading/trading-builders.ts';

/** The app with what it logs kept in `logs` (pino's JSON lines). */
async function createLoggedApp(opts: Parameters<typeof createTestApp>[0] = {}) {
  const logs: string[] = [];
  const t = await createTestApp({ ...opts, logger: { level: 'info', stream: { write: (l: string) => logs.push(l) } } });
  return { t, logs };
}

let keys = 0;
/** Orders with an Idempotency-Key (as retrying clients send them): their first statement is the key's claim. */
const key = () => ({ 'idempotency-key': `full-disk-${++keys}` });
const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });
const probeRows = (t: TestApp) =>
  t.deps.db.db.selectFrom('health_probe').select('checked_at').execute() as Promise<{ checked_at: number }[]>;

describe('GET /api/health (readiness) and /api/health/live (liveness)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database kind and a committed write probe', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(res.json())).toEqual({
      status: 'ok',
      db: testDatabaseUrl ? 'postgres' : 'sqlite',
      version: '0.1.0',
      write: 'ok',
    });
    expect(await probeRows(t)).toEqual([{ checked_at: t.clock.now().getTime() }]);
  });

  it('writes at most one probe a second, however often it is asked', async () => {
    t.clock.advance(60_000);
    const first = t.clock.now().getTime();
    const answers = await Promise.all(Array.from({ length: 20 }, () => health(t)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    t.clock.advance(999);
    expect((await health(t)).statusCode).toBe(200);
    expect(await probeRows(t)).toEqual([{ checked_at: first }]);
    t.clock.advance(1);
    expect((await health(t)).statusCode).toBe(200);
    expect(await probeRows(t)).toEqual([{ checked_at: first + 1_000 }]);
  });

  it('answers liveness without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '0.1.0' });
  });
});

/**
 * The probe can fit where real writes do not (on a full disk SQLite reuses the page the probe freed a second before):
 * readiness reports the real writes' storage failures until a real write succeeds again. The database refuses writes
 * for one order (SQLite `query_only`, PostgreSQL `default_transaction_read_only`, on the app's only connection), and
 * takes the probe again at once.
 */
describe('readiness after real writes failed', () => {
  const market = createFakeMarketData({ AAPL: 150_00 });
  const hours = createSwitchableMarketHours();
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDb({ poolSize: 1 });
    t = await createTestApp({ deps: { db, marketData: market, marketHours: hours } });
  });
  afterAll(async () => {
    await t.close();
    await db.destroy();
  });

  it('answers 503 while the last real write failed for want of storage, whatever the probe says, until one succeeds', async () => {
    const trader = await buildTrader(db.db);
    expect((await health(t)).statusCode).toBe(200);
    await refuseWrites(db.db, true);
    try {
      const order = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
      expect(order.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(order.json()).code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await refuseWrites(db.db, false);
    }
    // The probe succeeds again (a second later it runs anew), the real writes have not: still not ready.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1_000);
      const res = await health(t);
      expect(res.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('HEALTH_WRITE_FAILED');
    }
    expect((await probeRows(t)).map((r) => r.checked_at)).toEqual([t.clock.now().getTime()]);

    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    expect((await health(t)).statusCode).toBe(200);
    await expectLedgersBalance(db.db);
  });
});

/** /api/health answered 200 on a full disk, and the log said "cannot rollback" instead of the disk error. */
describe.skipIf(Boolean(testDatabaseUrl))('a full disk (SQLite)', () => {
  const market = createFakeMarketData({ AAPL: 150_00 });
  const hours = createSwitchableMarketHours();
  let t: TestApp;
  let logs: string[];
  beforeAll(async () => {
    ({ t, logs } = await createLoggedApp({ deps: { marketData: market, marketHours: hours } }));
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersBalance(t.deps.db.db));

  it('fails readiness with 503 and the error body while writes fail, and recovers once there is room', async () => {
    expect((await health(t)).statusCode).toBe(200);
    const disk = await fillDisk(t.deps.db.db);
    t.clock.advance(1_000);
    const full = await health(t);
    expect(full.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(full.json())).toMatchObject({ code: 'HEALTH_WRITE_FAILED' });
    expect(full.json().error).toBe(full.json().message);
    expect(logs.join('')).toContain('database or disk is full');
    expect(logs.join('')).not.toContain('cannot rollback');
    // Liveness stays up: the process is fine, only its writes are not.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await disk.free();
    t.clock.advance(1_000);
    expect((await health(t)).statusCode).toBe(200);
  });

  it('answers an order it cannot save with 503 and the error body, logs the disk error and saves nothing of it', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const disk = await fillDisk(t.deps.db.db);
    logs.length = 0;
    let refused: Awaited<ReturnType<typeof placeTrade>> | undefined;
    let filled = 0;
    // The first orders fit in the pages' free space; one needing a new page comes within a few dozen.
    for (let i = 0; i < 500 && !refused; i++) {
      const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 }, key());
      if (res.statusCode === 200) filled++;
      else refused = res;
    }
    expect(refused?.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(refused?.json())).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    const logged = logs.join('');
    expect(logged).toContain('SQLITE_FULL');
    expect(logged).toContain('database or disk is full');
    expect(logged).not.toContain('cannot rollback');
    expect(logged).not.toContain('no such savepoint');
    const trades = await t.deps.db.db.selectFrom('trades').select('id').where('user_id', '=', trader.id).execute();
    expect(trades).toHaveLength(filled);

    await disk.free();
    const after = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(after.statusCode).toBe(200);
    const portfolio = await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: { cookie: trader.cookie } });
    expect(portfolio.json().totalTrades).toBe(filled + 1);
  });

  it('fails every order of a shared commit with 503 when one of them cannot be saved, and saves none of that batch', async () => {
    const traders = await Promise.all(Array.from({ length: 12 }, () => buildTrader(t.deps.db.db)));
    const disk = await fillDisk(t.deps.db.db);
    logs.length = 0;
    const answered: { status: number; tradeId?: number }[] = [];
    for (let round = 0; round < 100 && !answered.some((a) => a.status !== 200); round++) {
      const batch = await Promise.all(
        traders.map((trader) => placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 }, key())),
      );
      for (const res of batch) answered.push({ status: res.statusCode, tradeId: res.json().trade?.id });
    }
    const refused = answered.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([503]));
    expect(logs.join('')).toContain('database or disk is full');
    expect(logs.join('')).not.toContain('cannot rollback');
    // Every order answered 200 is saved; none of the refused ones.
    const filledIds = answered.filter((a) => a.status === 200).map((a) => a.tradeId);
    const userIds = traders.map((x) => x.id);
    const saved = await t.deps.db.db.selectFrom('trades').select('id').where('user_id', 'in', userIds).execute();
    expect(saved.map((r) => r.id).sort((a, b) => a - b)).toEqual(filledIds.sort((a, b) => Number(a) - Number(b)));
    await disk.free();
  });
});

/**
 * PostgreSQL: a full disk cannot be simulated, a read-only database can (`default_transaction_read_only` on the
 * app's only connection): writes then fail with SQLSTATE 25006.
 */
describe.skipIf(!testDatabaseUrl)('a database that refuses writes (PostgreSQL)', () => {
  const market = createFakeMarketData({ AAPL: 150_00 });
  const hours = createSwitchableMarketHours();
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let t: TestApp;
  let logs: string[];
  beforeAll(async () => {
    db = await createTestDb({ poolSize: 1 });
    ({ t, logs } = await createLoggedApp({ deps: { db, marketData: market, marketHours: hours } }));
  });
  afterAll(async () => {
    await t.close();
    await db.destroy();
  });

  it('fails readiness and orders with 503 while writes fail, and recovers', async () => {
    const trader = await buildTrader(db.db);
    expect((await health(t)).statusCode).toBe(200);
    await refuseWrites(db.db, true);
    try {
      t.clock.advance(1_000);
      const refused = await health(t);
      expect(refused.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(refused.json()).code).toBe('HEALTH_WRITE_FAILED');
      const order = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
      expect(order.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(order.json()).code).toBe('STORAGE_UNAVAILABLE');
      expect(logs.join('')).toContain('read-only transaction');
    } finally {
      await refuseWrites(db.db, false);
    }
    // The probe commits again, but the order's failure stands until a real write succeeds.
    t.clock.advance(1_000);
    expect((await health(t)).statusCode).toBe(503);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    expect((await health(t)).statusCode).toBe(200);
    await expectLedgersBalance(db.db);
  });
});
