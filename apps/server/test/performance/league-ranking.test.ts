import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, leagueTrade, newLeague, WEDNESDAY } from '../leagues/league-builders.ts';
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
});
