import { afterEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/adapters/db/open-database.ts';
import { ADMIN_EMAILS, OPERATOR_USERNAME } from '../feedback/feedback-builders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDb, type TestDbHandle } from '../helpers/test-db.ts';
import { get, post } from '../leagues/league-builders.ts';
import { buildTrader, expectLedgersBalance, type Trader } from '../trading/trading-builders.ts';
import { replayTrade, SUNDAY, scheduleReplay } from './replay-builders.ts';

let shared: TestDbHandle | null = null;
const handles: DbHandle[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close().catch(() => {});
  for (const h of handles.splice(0)) await h.close().catch(() => {});
  await shared?.destroy();
  shared = null;
});

/** A server instance on the shared database through its own connections, its clock at `now`. */
async function instance(now: string): Promise<TestApp> {
  const db = shared!.openAnother();
  handles.push(db);
  const app = await createTestApp({ now, env: { ADMIN_EMAILS }, deps: { db } });
  apps.push(app);
  return app;
}

const readReplay = async (t: TestApp, who: Trader, id: number) => {
  const res = await get(t.app, who, `/api/replays/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().replay;
};

/**
 * ADR 025: the replay's clock and state live in the database, so an event survives a restart or a failover. Two app
 * instances (each its own connections and caches) on one database (a SQLite file, or PostgreSQL with DATABASE_URL).
 */
describe('a replay event on two instances', () => {
  it('continues on the second when the first stops, and closes exactly once', async () => {
    shared = await createTestDb();
    const a = await instance(SUNDAY);
    const db = shared.db;
    const operator = await buildTrader(db, { username: OPERATOR_USERNAME, emailVerifiedAt: 1 });
    const created = await scheduleReplay(a.app, operator);
    expect(created.statusCode, created.body).toBe(201);
    const { id, competitionId } = created.json().replay;
    const [ann, ben] = [await buildTrader(db), await buildTrader(db)];
    for (const p of [ann!, ben!])
      expect((await post(a.app, p, `/api/competition/${competitionId}/join`)).statusCode).toBe(200);

    // Part of Day 1 on the first instance.
    a.clock.advance(30_000);
    expect((await replayTrade(a.app, ann!, competitionId, 'NVDA', 20)).statusCode).toBe(200);
    expect((await replayTrade(a.app, ben!, competitionId, 'KO', 15)).statusCode).toBe(200);
    expect((await readReplay(a, ann!, id)).clock).toEqual({ day: 'Day 1', time: '11:07' });
    await a.app.close(); // the first instance stops

    // The second picks up where the event is: the clock, the trades made on the first, its prices.
    const atDay2 = new Date(new Date(SUNDAY).getTime() + 150_000).toISOString();
    const b = await instance(atDay2);
    const onB = await readReplay(b, ann!, id);
    expect(onB).toMatchObject({ status: 'running', clock: { day: 'Day 2', time: '11:07' } });
    expect(onB.standings.map((s: { tradeCount: number }) => s.tradeCount).sort()).toEqual([1, 1]);
    const sold = await replayTrade(b.app, ann!, competitionId, 'NVDA', 5, 'sell');
    expect(sold.statusCode, sold.body).toBe(200);
    const quote = await b.app.inject({ url: `/api/stocks/quote/NVDA?competitionId=${competitionId}` });
    expect(sold.json().trade.price).toBe(quote.json().price);

    // A restarted instance and the second both see the end at once: one close, one payout, the same standings.
    const afterEnd = new Date(new Date(SUNDAY).getTime() + 5 * 60_000).toISOString();
    const c = await instance(afterEnd);
    b.clock.set(afterEnd);
    // At the same time on PostgreSQL (several instances share it, README "Running at scale"); on SQLite one after the
    // other: its connections in this one process would wait on each other's write lock synchronously.
    const [onC, onB2] =
      shared.kind === 'postgres'
        ? await Promise.all([readReplay(c, ben!, id), readReplay(b, ann!, id)])
        : [await readReplay(c, ben!, id), await readReplay(b, ann!, id)];
    expect(onC.status).toBe('finished');
    expect(onC.standings).toEqual(onB2.standings);
    expect(onC.reveal.startDate).toBe('2008-10-09');
    const results = await db
      .selectFrom('competition_results')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .execute();
    expect(results).toHaveLength(2);
    const prizes = await db
      .selectFrom('bank_transactions')
      .select('amount_cents')
      .where('type', '=', 'prize')
      .where('competition_id', '=', competitionId)
      .orderBy('amount_cents', 'desc')
      .execute();
    expect(prizes.map((p) => Number(p.amount_cents))).toEqual([500_000, 300_000]);
    expect(onC.standings.map((s: { prize: number }) => s.prize)).toEqual([5_000, 3_000]);
    await expectLedgersBalance(db);
  });
});
