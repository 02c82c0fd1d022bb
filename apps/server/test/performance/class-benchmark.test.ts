import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import { buildClass, CLASS_RUNNING, classTrade } from '../educator/class-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { getJson } from '../trading/trading-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00, XOM: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

describe('class dashboard against the S&P 500 (ADR 023)', () => {
  it('shows per class the share beating the S&P 500, the median excess return and the most concentrated', async () => {
    const c = await buildClass(t, ['Ada', 'Bob', 'Cy']);
    const [ada, bob] = c.students as [(typeof c.students)[0], (typeof c.students)[0]];
    t.clock.set(CLASS_RUNNING);
    // $25,000 each. Ada: 200 AAPL ($20,000, 80 %); Bob: 50 XOM ($5,000, 20 %); Cy stays in cash.
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 200);
    await classTrade(t.app, bob, c.leagueId, 'XOM', 50);
    t.clock.set('2026-11-19T16:15:00Z');
    await snapshotPortfolioPerformance(t.deps, t.clock.now());
    // The S&P 500 gains 2 %; AAPL 5 % (Ada +4 %), XOM 4 % (Bob +0.8 %); Cy 0 %.
    market.setPrice('SPY', 510_00);
    market.setPrice('AAPL', 105_00);
    market.setPrice('XOM', 104_00);
    t.clock.set('2026-11-19T16:30:00Z');

    const analytics = await getJson(t.app, c.teacher, `/api/educator/analytics/${c.leagueId}`);
    expect(analytics.classes).toEqual([
      {
        leagueId: c.leagueId,
        name: 'Period 3 Economics',
        studentCount: 3,
        // Only Ada (+2 pp) beats it; the excesses are +2, −1.2, −2.
        beatingBenchmarkPercent: 33.33,
        medianExcessReturnPct: -1.2,
        mostConcentrated: [
          { name: 'Ada', symbol: 'AAPL', positionPercent: 80.77 },
          { name: 'Bob', symbol: 'XOM', positionPercent: 20.63 },
        ],
      },
    ]);
    // The excess is the class leaderboard's own.
    const board = await getJson(t.app, c.teacher, `/api/leagues/${c.leagueId}/leaderboard?rank=excess`);
    expect(board.map((r: { excessReturnPct: number }) => r.excessReturnPct)).toEqual([2, -1.2, -2]);
  });
});
