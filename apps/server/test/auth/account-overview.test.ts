import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joinChampionship } from '../competitions/competition-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague, leagueTrade, newLeague, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson, placeTrade } from '../trading/trading-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/user/overview (settings account overview)', () => {
  it('shows a new account as level 1 with nothing played yet', async () => {
    const ada = await buildTrader(t.deps.db.db, { createdAt: Date.parse('2026-03-15T15:00:00Z') });
    expect(await getJson(t.app, ada, '/api/user/overview')).toEqual({
      memberSince: '2026-03-15T15:00:00.000Z',
      experience: 0,
      level: 1,
      levelStartExperience: 0,
      nextLevelExperience: 100,
      totalTrades: 0,
      achievementsUnlocked: 0,
      achievementsTotal: 10,
      leaguesPlayed: 0,
      championshipsPlayed: 0,
    });
  });

  it('counts trades in every portfolio, unlocked achievements with their XP, and leagues and seasons joined', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'sell', shares: 1 })).statusCode).toBe(200);
    const league = await newLeague(t.app, bob);
    expect((await joinLeague(t.app, ada, league.code, 'Ada')).statusCode).toBe(200);
    expect((await leagueTrade(t.app, ada, league.id, { symbol: 'AAPL', action: 'buy', shares: 2 })).statusCode).toBe(
      200,
    );
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
    expect((await joinChampionship(t.app, ada, 2)).statusCode).toBe(200);

    const overview = await getJson(t.app, ada, '/api/user/overview');
    const achievements = (await getJson(t.app, ada, '/api/user/achievements')) as { xp: number }[];
    const xp = achievements.reduce((sum, a) => sum + a.xp, 0);
    expect(achievements.length).toBeGreaterThan(0);
    expect(overview).toMatchObject({
      totalTrades: 3,
      achievementsUnlocked: achievements.length,
      experience: xp,
      leaguesPlayed: 1,
      championshipsPlayed: 2,
    });
    expect(overview.levelStartExperience).toBeLessThanOrEqual(xp);
    expect(overview.nextLevelExperience).toBeGreaterThan(xp);
    // Bob's overview is his own: the league he created, none of Ada's trades.
    expect(await getJson(t.app, bob, '/api/user/overview')).toMatchObject({
      totalTrades: 0,
      leaguesPlayed: 1,
      championshipsPlayed: 0,
    });
  });

  it('asks a signed-out caller to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/overview' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
