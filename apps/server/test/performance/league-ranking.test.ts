import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, leagueTrade, newLeague, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00, XOM: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

async function board(who: Trader, id: number, query = '') {
  const res = await get(t.app, who, `/api/leagues/${id}/leaderboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { username: string; rank: number; returnPct: number; excessReturnPct: number; score: number }[];
}

describe('league leaderboard by ranking mode (ADR 023)', () => {
  it('carries the figures of every mode; ?rank= reorders without changing the official mode', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'ada_perf' });
    const bob = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'bob_perf' });
    const { id, code } = await newLeague(t.app, ada, { rankingMode: 'excess' });
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
    // Ada: 500 AAPL ($50,000); Bob: 100 XOM ($10,000).
    expect((await leagueTrade(t.app, ada, id, { symbol: 'AAPL', action: 'buy', shares: 500 })).statusCode).toBe(200);
    expect((await leagueTrade(t.app, bob, id, { symbol: 'XOM', action: 'buy', shares: 100 })).statusCode).toBe(200);
    t.clock.set('2026-11-18T15:15:00Z');
    await snapshotPortfolioPerformance(t.deps, t.clock.now());
    // The S&P 500 gains 10 %; AAPL 1 % (Ada +0.5 %), XOM 20 % (Bob +2 %).
    market.setPrice('SPY', 550_00);
    market.setPrice('AAPL', 101_00);
    market.setPrice('XOM', 120_00);
    t.clock.set('2026-11-18T15:30:00Z');

    const official = await board(ada, id);
    expect(official.map((r) => [r.username, r.rank])).toEqual([
      ['bob_perf', 1],
      ['ada_perf', 2],
    ]);
    expect(official[0]).toMatchObject({ returnPct: 2, excessReturnPct: -8, score: -8 });
    expect(official[1]).toMatchObject({ returnPct: 0.5, excessReturnPct: -9.5, score: -9.5 });
    const byReturn = await board(ada, id, '?rank=return');
    expect(byReturn.map((r) => r.username)).toEqual(['bob_perf', 'ada_perf']);
    expect(byReturn[0]?.score).toBe(2);
    const riskAdjusted = await board(ada, id, '?rank=risk_adjusted');
    // Under 5 trading days of history: the 5 % floor divides, the score is provisional.
    expect(riskAdjusted[0]).toMatchObject({ username: 'bob_perf', score: -1.6, provisional: true });

    const bad = await get(t.app, ada, `/api/leagues/${id}/leaderboard?rank=luck`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'REQUEST_INVALID' });
  });

  it('freezes a risk-adjusted league’s final standings in its mode when it ends', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'ada_risk' });
    const bob = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'bob_risk' });
    const { id, code } = await newLeague(t.app, ada, { rankingMode: 'risk_adjusted' });
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
    t.clock.set('2026-11-18T15:10:00Z');
    expect((await leagueTrade(t.app, ada, id, { symbol: 'AAPL', action: 'buy', shares: 500 })).statusCode).toBe(200);
    expect((await leagueTrade(t.app, bob, id, { symbol: 'XOM', action: 'buy', shares: 100 })).statusCode).toBe(200);
    // Ada swings (+25 %, then −16 % of her $50,000 in AAPL), Bob creeps up; the S&P 500 stays flat.
    for (const [at, aapl, xom] of [
      ['2026-11-18T20:55:00Z', 100_00, 100_00],
      ['2026-11-19T20:55:00Z', 150_00, 101_00],
      ['2026-11-20T20:55:00Z', 110_00, 102_00],
    ] as const) {
      market.setPrice('AAPL', aapl);
      market.setPrice('XOM', xom);
      t.clock.set(at);
      await snapshotPortfolioPerformance(t.deps, t.clock.now());
    }
    market.setPrice('AAPL', 112_00);
    market.setPrice('XOM', 103_00);
    t.clock.set('2026-11-20T20:58:00Z');
    expect((await post(t.app, ada, `/api/leagues/${id}/end`)).statusCode).toBe(200);

    const results = await t.deps.db.db
      .selectFrom('competition_results')
      .select(['user_id', 'rank'])
      .where('competition_id', '=', id)
      .orderBy('rank')
      .execute();
    // By return Ada (+6 %) would lead Bob (+0.3 %); by risk Bob does.
    expect(results.map((r) => [Number(r.user_id), Number(r.rank)])).toEqual([
      [bob.id, 1],
      [ada.id, 2],
    ]);
  });
});
