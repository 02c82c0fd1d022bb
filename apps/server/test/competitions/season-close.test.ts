import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { withJobLock } from '../../src/jobs/with-job-lock.ts';
import { closeSeasons } from '../../src/modules/competitions/close-seasons.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, type Trader } from '../trading/trading-builders.ts';
import { AFTER_WEEKLY_CLOSE, competitionTrade, joinChampionship, WEDNESDAY } from './competition-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0).reverse()) await a.close();
});

async function app(market: FakeMarketData, shared?: TestApp): Promise<TestApp> {
  const a = await createTestApp({
    now: WEDNESDAY,
    deps: shared
      ? { marketData: market, pubsub: shared.deps.pubsub, db: { ...shared.deps.db, close: async () => {} } }
      : { marketData: market, pubsub: createInProcessPubSub() },
  });
  apps.push(a);
  return a;
}

/**
 * A weekly season: A gains 2%, B and C exactly 1% each, a hidden "demo" name gains 10%, an idle player never
 * trades, and D received $50,000 from the bank during the season and traded at no gain.
 */
async function playSeason(t: TestApp, market: FakeMarketData) {
  const db = t.deps.db.db;
  const names = ['ada_a', 'bob_b', 'cy_c', 'demo_player', 'idle_i', 'dan_d'] as const;
  const p: Record<(typeof names)[number], Trader> = {} as never;
  let season = 0;
  for (const name of names) {
    p[name] = await buildTrader(db, { username: name });
    const res = await joinChampionship(t.app, p[name], 1);
    expect(res.statusCode, res.body).toBe(200);
    season = res.json().competition.seasonNumber;
  }
  const buy = async (who: Trader, symbol: string, quantity: number) => {
    const res = await competitionTrade(t.app, who, 1, { symbol, side: 'buy', quantity });
    expect(res.statusCode, res.body).toBe(200);
  };
  await buy(p.ada_a, 'AAPL', 100);
  await buy(p.bob_b, 'AAPL', 50);
  await buy(p.cy_c, 'AAPL', 50);
  await buy(p.demo_player, 'AAPL', 500);
  await buy(p.dan_d, 'MSFT', 1);
  // A transfer from D's bank into the championship portfolio: money in, never profit.
  await db
    .insertInto('bank_transactions')
    .values({
      user_id: p.dan_d.id,
      type: 'transfer',
      amount_cents: -5_000_000,
      competition_id: 1,
      season,
      portfolio_label: 'Weekly Championship',
      created_at: t.clock.now().getTime(),
      idempotency_key: null,
    })
    .execute();
  await db
    .updateTable('portfolios')
    .set((eb) => ({
      cash_cents: eb('cash_cents', '+', 5_000_000),
      net_deposits_cents: eb('net_deposits_cents', '+', 5_000_000),
    }))
    .where('user_id', '=', p.dan_d.id)
    .where('competition_id', '=', 1)
    .execute();
  market.setPrice('AAPL', 120_00);
  return { p, season };
}

const runJob = (t: TestApp) =>
  withJobLock(t.deps.db, 727_276, () => closeSeasons(t.deps, new Date(AFTER_WEEKLY_CLOSE)));

describe('season close job', () => {
  it('freezes the standings, pays the prizes once into the bank and makes the winner League Champion', async () => {
    const market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
    const t = await app(market);
    const { p, season } = await playSeason(t, market);
    t.clock.set(AFTER_WEEKLY_CLOSE);

    const first = await runJob(t);
    expect(first?.map((r) => [r.competitionId, r.season, r.closed])).toEqual([[1, season, true]]);
    const second = await runJob(t);
    expect(second).toEqual([]);
    // Even a season reopened by hand and closed again pays nothing twice: each prize has its own ledger key.
    await t.deps.db.db
      .updateTable('competition_seasons')
      .set({ closed_at: null })
      .where('competition_id', '=', 1)
      .execute();
    expect((await runJob(t))?.map((r) => r.closed)).toEqual([true]);

    const results = await t.deps.db.db
      .selectFrom('competition_results')
      .select(['user_id', 'rank', 'prize_cents', 'profit_cents', 'return_ppm'])
      .where('competition_id', '=', 1)
      .where('season', '=', season)
      .execute();
    const of = (who: Trader) => results.find((r) => Number(r.user_id) === who.id)!;
    expect(Number(of(p.ada_a).rank)).toBe(1);
    expect(Number(of(p.ada_a).prize_cents)).toBe(500_000);
    expect(Number(of(p.ada_a).return_ppm)).toBe(20_000);
    // An exact tie for 2nd shares the 2nd and 3rd prizes: ($3,000 + $2,000) / 2.
    expect(Number(of(p.bob_b).prize_cents)).toBe(250_000);
    expect(Number(of(p.cy_c).prize_cents)).toBe(250_000);
    expect(of(p.demo_player).rank).toBeNull();
    expect(Number(of(p.demo_player).prize_cents)).toBe(0);
    expect(Number(of(p.idle_i).prize_cents)).toBe(0);
    expect(Number(of(p.dan_d).profit_cents)).toBe(0);
    expect(Number(of(p.dan_d).prize_cents)).toBe(0);

    expect(await getJson(t.app, p.ada_a, '/api/bank/balance')).toEqual({ balance: 5_000 });
    expect(await getJson(t.app, p.bob_b, '/api/bank/balance')).toEqual({ balance: 2_500 });
    expect(await getJson(t.app, p.demo_player, '/api/bank/balance')).toEqual({ balance: 0 });
    expect(await getJson(t.app, p.idle_i, '/api/bank/balance')).toEqual({ balance: 0 });
    const history = await getJson(t.app, p.ada_a, '/api/bank/transactions');
    expect(history).toEqual([
      {
        id: expect.any(Number),
        type: 'prize',
        amount: 5_000,
        portfolio: `Weekly Championship · Season ${season}`,
        date: AFTER_WEEKLY_CLOSE.replace(':00Z', ':00.000Z'),
      },
    ]);
    const achievements = await getJson(t.app, p.ada_a, '/api/user/achievements');
    expect(achievements.map((a: { id: number }) => a.id)).toContain(5);
    const bobAchievements = await getJson(t.app, p.bob_b, '/api/user/achievements');
    expect(bobAchievements.map((a: { id: number }) => a.id)).not.toContain(5);
    const closed = await t.deps.db.db
      .selectFrom('competition_seasons')
      .select('closed_at')
      .where('competition_id', '=', 1)
      .where('season', '=', season)
      .executeTakeFirstOrThrow();
    expect(Number(closed.closed_at)).toBe(new Date(AFTER_WEEKLY_CLOSE).getTime());
  });

  it('pays once when two instances run the job at the same time', async () => {
    const market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
    const a = await app(market);
    const b = await app(market, a);
    const { p } = await playSeason(a, market);
    a.clock.set(AFTER_WEEKLY_CLOSE);
    b.clock.set(AFTER_WEEKLY_CLOSE);
    const reports = await Promise.all([runJob(a), runJob(b), runJob(a), runJob(b)]);
    const closes = reports.flatMap((r) => r ?? []).filter((r) => r.closed);
    expect(closes).toHaveLength(1);
    const paid = await a.deps.db.db
      .selectFrom('bank_transactions')
      .select(['user_id', 'amount_cents'])
      .where('type', '=', 'prize')
      .execute();
    expect(paid.map((r) => Number(r.amount_cents)).sort((x, y) => x - y)).toEqual([250_000, 250_000, 500_000]);
    expect(await getJson(b.app, p.ada_a, '/api/bank/balance')).toEqual({ balance: 5_000 });
  });

  it('leaves a season that has not ended alone', async () => {
    const market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
    const t = await app(market);
    await playSeason(t, market);
    expect(await withJobLock(t.deps.db, 727_276, () => closeSeasons(t.deps, t.clock.now()))).toEqual([]);
  });
});
