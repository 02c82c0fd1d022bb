import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { withJobLock } from '../../src/jobs/with-job-lock.ts';
import { completeDueLeagues } from '../../src/modules/leagues/complete-due-leagues.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, type Trader } from '../trading/trading-builders.ts';
import { get, joinLeague, leagueTrade, newLeague, post, WEDNESDAY } from './league-builders.ts';

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
 * A one-day league of four: Ada buys 100 AAPL, Bob 50, "demo" (a hidden name) 500, Cy never trades; AAPL then goes
 * from $100 to $120 — Ada +2%, Bob +1%, Cy 0, demo hidden.
 */
async function playLeague(t: TestApp, market: FakeMarketData) {
  const db = t.deps.db.db;
  const [ada, bob, cy, demo] = [
    await buildTrader(db, { username: 'ada' }),
    await buildTrader(db, { username: 'bob' }),
    await buildTrader(db, { username: 'cy' }),
    await buildTrader(db, { username: 'dee' }),
  ] as [Trader, Trader, Trader, Trader];
  const { id, code } = await newLeague(t.app, ada, { durationDays: 1 });
  expect((await joinLeague(t.app, bob, code, 'Bob')).statusCode).toBe(200);
  expect((await joinLeague(t.app, cy, code, 'Cy')).statusCode).toBe(200);
  expect((await joinLeague(t.app, demo, code, 'demo account')).statusCode).toBe(200);
  for (const [who, shares] of [
    [ada, 100],
    [bob, 50],
    [demo, 500],
  ] as const) {
    const res = await leagueTrade(t.app, who, id, { symbol: 'AAPL', action: 'buy', shares });
    expect(res.statusCode, res.body).toBe(200);
  }
  market.setPrice('AAPL', 120_00);
  return { id, code, ada, bob, cy, demo };
}

describe('league trading, leaderboard and stats', () => {
  it('trades the league portfolio through /api/trade-action and ranks every visible player (hidden names left out)', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const { id, ada, bob, cy } = await playLeague(t, market);
    const portfolio = await getJson(t.app, ada, `/api/leagues/${id}/portfolio`);
    expect(portfolio).toMatchObject({ totalValue: 102_000, cashBalance: 90_000, totalTrades: 1 });
    // The personal portfolio is untouched.
    expect(await getJson(t.app, ada, '/api/portfolio')).toMatchObject({ totalValue: 100_000, totalTrades: 0 });

    const board = await getJson(t.app, bob, `/api/leagues/${id}/leaderboard`);
    expect(board).toEqual([
      {
        rank: 1,
        userId: ada.id,
        displayName: 'Ada',
        username: 'ada',
        profitLoss: 2_000,
        returnPercent: 2,
        totalValue: 102_000,
        isYou: false,
        // No history recorded and no S&P 500 move yet: excess = return, volatility 0 (ADR 023).
        returnPct: 2,
        excessReturnPct: 2,
        volatilityPct: 0,
        score: 2,
        provisional: false,
      },
      {
        rank: 2,
        userId: bob.id,
        displayName: 'Bob',
        username: 'bob',
        profitLoss: 1_000,
        returnPercent: 1,
        totalValue: 101_000,
        isYou: true,
        returnPct: 1,
        excessReturnPct: 1,
        volatilityPct: 0,
        score: 1,
        provisional: false,
      },
      {
        rank: 3,
        userId: cy.id,
        displayName: 'Cy',
        username: 'cy',
        profitLoss: 0,
        returnPercent: 0,
        totalValue: 100_000,
        isYou: false,
        returnPct: 0,
        excessReturnPct: 0,
        volatilityPct: 0,
        score: 0,
        provisional: false,
      },
    ]);

    expect((await leagueTrade(t.app, ada, id, { symbol: 'AAPL', action: 'sell', shares: 10 })).statusCode).toBe(200);
    const stats = await getJson(t.app, cy, `/api/leagues/${id}/stats`);
    expect(stats[0]).toEqual({
      displayName: 'Ada',
      username: 'ada',
      portfolioValue: 102_000,
      totalReturn: 2_000,
      returnPercentage: 2,
      totalTrades: 2,
      winRate: 1,
      rank: 1,
    });
    expect(stats.map((s: { displayName: string; winRate: number }) => [s.displayName, s.winRate])).toEqual([
      ['Ada', 1],
      ['Bob', 0],
      ['Cy', 0],
    ]);
  });

  it('lets only players read a league: others 403, an unknown league 404', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const ada = await buildTrader(t.deps.db.db);
    const eve = await buildTrader(t.deps.db.db);
    const { id } = await newLeague(t.app, ada);
    for (const path of ['participants', 'stats', 'leaderboard', 'portfolio', 'positions', 'trades']) {
      const res = await get(t.app, eve, `/api/leagues/${id}/${path}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('COMPETITION_NOT_PARTICIPANT');
      const unknown = await get(t.app, eve, `/api/leagues/999/${path}`);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json().code).toBe('COMPETITION_NOT_FOUND');
    }
    expect((await get(t.app, eve, `/api/competition/${id}/trades`)).statusCode).toBe(403);
    const trade = await leagueTrade(t.app, eve, id, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(trade.statusCode).toBe(403);
    // A championship is not a friend league.
    expect((await get(t.app, ada, '/api/leagues/1/participants')).statusCode).toBe(404);
    expect((await get(t.app, ada, '/api/leagues/abc/stats')).statusCode).toBe(400);
  });
});

describe('ending a league', () => {
  it('lets only the creator end it; it is finalized at once, once, into history with League Champion', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const { id, ada, bob, cy, demo } = await playLeague(t, market);
    const notCreator = await post(t.app, bob, `/api/leagues/${id}/end`, {});
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.json()).toMatchObject({
      code: 'LEAGUE_NOT_CREATOR',
      message: 'Failed to end league. Only the creator can end a league early.',
    });

    t.clock.advance(60 * 60_000);
    const ended = await post(t.app, ada, `/api/leagues/${id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      success: true,
      message: 'League Ended',
      league: { id, isCompleted: true, isActive: false, completedAt: '2026-11-18T16:00:00.000Z' },
    });
    const twice = await post(t.app, ada, `/api/leagues/${id}/end`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('LEAGUE_COMPLETED');

    const late = await leagueTrade(t.app, bob, id, { symbol: 'AAPL', action: 'sell', shares: 50 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('LEAGUE_COMPLETED');
    // Prices moving after the end change nothing: the standings are frozen.
    market.setPrice('AAPL', 50_00);
    const board = await getJson(t.app, cy, `/api/leagues/${id}/leaderboard`);
    expect(board.map((r: { displayName: string; returnPercent: number }) => [r.displayName, r.returnPercent])).toEqual([
      ['Ada', 2],
      ['Bob', 1],
      ['Cy', 0],
    ]);

    const history = await getJson(t.app, bob, '/api/leagues/history');
    expect(history).toEqual([
      {
        id,
        competitionName: 'Lunch Traders',
        seasonNumber: null,
        totalParticipants: 4,
        endDate: '2026-11-18T16:00:00.000Z',
        createdByUserId: ada.id,
        finalStandings: [
          { userId: ada.id, displayName: 'Ada', totalReturn: 2, rank: 1, isYou: false },
          { userId: bob.id, displayName: 'Bob', totalReturn: 1, rank: 2, isYou: true },
          { userId: cy.id, displayName: 'Cy', totalReturn: 0, rank: 3, isYou: false },
        ],
      },
    ]);
    expect((await getJson(t.app, ada, '/api/user/achievements')).map((a: { id: number }) => a.id)).toContain(5);
    expect((await getJson(t.app, bob, '/api/user/achievements')).map((a: { id: number }) => a.id)).not.toContain(5);
    expect((await getJson(t.app, demo, '/api/user/achievements')).map((a: { id: number }) => a.id)).not.toContain(5);
    const leagues = await getJson(t.app, ada, '/api/user/leagues');
    expect(leagues).toEqual([expect.objectContaining({ id, isCompleted: true })]);
    const results = await t.deps.db.db
      .selectFrom('competition_results')
      .select('user_id')
      .where('competition_id', '=', id)
      .execute();
    expect(results).toHaveLength(4);
    // Friend leagues give achievements, not cash.
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 0 });
  });

  it('ends once when the creator asks twice at the same moment', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const { id, ada } = await playLeague(t, market);
    const both = await Promise.all([
      post(t.app, ada, `/api/leagues/${id}/end`, {}),
      post(t.app, ada, `/api/leagues/${id}/end`, {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const champion = await t.deps.db.db
      .selectFrom('user_achievements')
      .select('user_id')
      .where('achievement_id', '=', 5)
      .execute();
    expect(champion.map((c) => Number(c.user_id))).toEqual([ada.id]);
  });
});

describe('completion at the end instant', () => {
  const runJob = (t: TestApp) => withJobLock(t.deps.db, 727_277, () => completeDueLeagues(t.deps, t.clock.now()));

  it('is completed by the job once, however often it runs', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const { id, ada, bob } = await playLeague(t, market);
    expect(await runJob(t)).toEqual([]);
    const league = await getJson(t.app, ada, `/api/competitions/${id}`);
    t.clock.set(league.endDate);
    expect(await runJob(t)).toEqual([id]);
    expect(await runJob(t)).toEqual([]);
    const row = await t.deps.db.db
      .selectFrom('competitions')
      .select('completed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(Number(row.completed_at)).toISOString()).toBe(league.endDate);
    const history = await getJson(t.app, bob, '/api/leagues/history');
    expect(history[0].finalStandings.map((s: { displayName: string }) => s.displayName)).toEqual(['Ada', 'Bob', 'Cy']);
    const end = await post(t.app, ada, `/api/leagues/${id}/end`, {});
    expect(end.statusCode).toBe(409);
  });

  it('is completed lazily when read after its end, before the job ran', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await app(market);
    const { id, ada, cy } = await playLeague(t, market);
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect(await getJson(t.app, ada, `/api/competitions/${id}`)).toMatchObject({ isCompleted: true });
    const history = await getJson(t.app, cy, '/api/leagues/history');
    expect(history.map((h: { id: number }) => h.id)).toEqual([id]);
    expect(history[0].finalStandings[2]).toMatchObject({ displayName: 'Cy', isYou: true });
    expect(await runJob(t)).toEqual([]);
    expect((await getJson(t.app, ada, '/api/user/achievements')).map((a: { id: number }) => a.id)).toContain(5);
  });

  it('is completed once when two instances run the job at the same time', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const a = await app(market);
    const b = await app(market, a);
    const { id } = await playLeague(a, market);
    const later = new Date(a.clock.now().getTime() + 2 * 24 * 60 * 60_000);
    a.clock.set(later);
    b.clock.set(later);
    const runs = await Promise.all([runJob(a), runJob(b), runJob(a), runJob(b)]);
    expect(runs.flatMap((r) => r ?? []).length).toBeGreaterThanOrEqual(1);
    const results = await a.deps.db.db
      .selectFrom('competition_results')
      .select('user_id')
      .where('competition_id', '=', id)
      .execute();
    expect(results).toHaveLength(4);
    const champions = await a.deps.db.db
      .selectFrom('user_achievements')
      .select('user_id')
      .where('achievement_id', '=', 5)
      .execute();
    expect(champions).toHaveLength(1);
  });
});
