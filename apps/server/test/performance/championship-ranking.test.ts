import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeSeasons } from '../../src/modules/competitions/close-seasons.ts';
import { scorePlayers } from '../../src/modules/performance/index.ts';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import {
  AFTER_WEEKLY_CLOSE,
  competitionTrade,
  get,
  joinChampionship,
  WEDNESDAY,
} from '../competitions/competition-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
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

interface Row {
  userId: number;
  rank: number;
  totalReturn: number;
  returnPct: number;
  excessReturnPct: number;
  volatilityPct: number;
  score: number;
  provisional: boolean;
  prize: number;
}
interface Board {
  rankingMode: string;
  rankedBy: string;
  entries: Row[];
  you: Row | null;
}

async function board(who: Trader, query = ''): Promise<Board> {
  const res = await get(t.app, who, `/api/competitions/1/leaderboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Board;
}

/** Ada: 500 AAPL ($50,000 of $100,000); Bob: 100 XOM ($10,000), in the weekly championship. */
async function play() {
  const ada = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'ada_champ' });
  const bob = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'bob_champ' });
  for (const who of [ada, bob]) expect((await joinChampionship(t.app, who)).statusCode).toBe(200);
  const buy = (who: Trader, symbol: string, quantity: number) =>
    competitionTrade(t.app, who, 1, { symbol, side: 'buy', quantity });
  expect((await buy(ada, 'AAPL', 500)).statusCode).toBe(200);
  expect((await buy(bob, 'XOM', 100)).statusCode).toBe(200);
  t.clock.set('2026-11-18T15:15:00Z');
  await snapshotPortfolioPerformance(t.deps, t.clock.now());
  return { ada, bob };
}

describe('championship leaderboard by ranking mode (ADR 023)', () => {
  it('carries every mode’s figures, sorted by the official mode; ?rank= shows another ordering', async () => {
    const { ada, bob } = await play();
    // The S&P 500 gains 10 %; AAPL 1 % (Ada +0.5 %), XOM 20 % (Bob +2 %).
    market.setPrice('SPY', 550_00);
    market.setPrice('AAPL', 101_00);
    market.setPrice('XOM', 120_00);
    t.clock.set('2026-11-18T15:30:00Z');

    const official = await board(ada);
    expect(official).toMatchObject({ rankingMode: 'return', rankedBy: 'return' });
    expect(official.entries.map((r) => [r.userId, r.rank])).toEqual([
      [bob.id, 1],
      [ada.id, 2],
    ]);
    expect(official.entries[0]).toMatchObject({ totalReturn: 2, returnPct: 2, excessReturnPct: -8, score: 2 });
    expect(official.entries[0]?.volatilityPct).toBe(0);
    expect(official.you).toMatchObject({ userId: ada.id, returnPct: 0.5, excessReturnPct: -9.5, score: 0.5 });

    const excess = await board(ada, '?rank=excess');
    expect(excess).toMatchObject({ rankingMode: 'return', rankedBy: 'excess' });
    expect(excess.entries.map((r) => [r.userId, r.score])).toEqual([
      [bob.id, -8],
      [ada.id, -9.5],
    ]);
    const risk = await board(bob, '?rank=risk_adjusted');
    // Under 5 trading days: the 5 % floor divides, and the score is provisional.
    expect(risk.entries[0]).toMatchObject({ userId: bob.id, score: -1.6, provisional: true });
    expect(risk.you).toMatchObject({ userId: bob.id, rank: 1 });
    // The official ordering is unchanged by the views.
    expect((await board(ada)).rankedBy).toBe('return');

    const bad = await get(t.app, ada, '/api/competitions/1/leaderboard?rank=luck');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'REQUEST_INVALID' });
  });

  it('measures the excess from the season’s first snapshot as soon as it is recorded', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: 'ada_first' });
    expect((await joinChampionship(t.app, ada)).statusCode).toBe(200);
    // Read before the season has any snapshot: no start price for the S&P 500 yet.
    t.clock.set('2026-11-18T15:14:40Z');
    expect((await board(ada)).you).toMatchObject({ returnPct: 0, excessReturnPct: 0 });
    t.clock.set('2026-11-18T15:15:00Z');
    expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBeGreaterThan(0);
    // 20 s later the S&P 500 is 10 % above that first snapshot's price: all cash, Ada is 10 points behind it.
    market.setPrice('SPY', 550_00);
    t.clock.set('2026-11-18T15:15:20Z');
    expect((await board(ada)).you).toMatchObject({ returnPct: 0, excessReturnPct: -10 });
  });

  it('ranks the leaderboard, its live prizes and the season close by a risk-adjusted official mode', async () => {
    await t.deps.db.db.updateTable('competitions').set({ ranking_mode: 'risk_adjusted' }).where('id', '=', 1).execute();
    const { ada, bob } = await play();
    // Ada swings (+25 %, then −16 %), Bob creeps up; the S&P 500 stays flat. By return Ada leads, by risk Bob.
    const day = async (at: string, aapl: number, xom: number) => {
      market.setPrice('AAPL', aapl);
      market.setPrice('XOM', xom);
      t.clock.set(at);
      await snapshotPortfolioPerformance(t.deps, t.clock.now());
    };
    await day('2026-11-18T20:55:00Z', 100_00, 100_00);
    await day('2026-11-19T20:55:00Z', 150_00, 101_00);
    await day('2026-11-20T20:55:00Z', 110_00, 102_00);
    market.setPrice('AAPL', 112_00);
    market.setPrice('XOM', 103_00);
    t.clock.set('2026-11-20T20:58:00Z');

    const live = await board(ada);
    expect(live).toMatchObject({ rankingMode: 'risk_adjusted', rankedBy: 'risk_adjusted' });
    expect(live.entries.map((r) => r.userId)).toEqual([bob.id, ada.id]);
    expect(live.entries[0]?.prize).toBe(5_000);
    expect(live.entries[0]?.volatilityPct).toBeLessThan(5);
    expect(live.entries[1]?.volatilityPct).toBeGreaterThan(100);
    expect((await board(ada, '?rank=return')).entries.map((r) => r.userId)).toEqual([ada.id, bob.id]);

    t.clock.set(AFTER_WEEKLY_CLOSE);
    const closed = await closeSeasons(
      { ...t.deps, scorePlayers: (input) => scorePlayers(t.deps, input) },
      new Date(AFTER_WEEKLY_CLOSE),
    );
    expect(closed.map((r) => r.closed)).toEqual([true]);
    const results = await t.deps.db.db
      .selectFrom('competition_results')
      .select(['user_id', 'rank', 'prize_cents'])
      .where('competition_id', '=', 1)
      .orderBy('rank')
      .execute();
    expect(results.map((r) => [Number(r.user_id), Number(r.rank), Number(r.prize_cents)])).toEqual([
      [bob.id, 1, 500_000],
      [ada.id, 2, 300_000],
    ]);
  });
});
