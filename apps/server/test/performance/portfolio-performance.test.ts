import { STARTING_CASH_CENTS } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, leagueTrade, newLeague, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, placeTrade, type Trader } from '../trading/trading-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

const snapshotAt = async (iso: string) => {
  t.clock.set(iso);
  return snapshotPortfolioPerformance(t.deps, t.clock.now());
};

async function performance(who: Trader, query = 'range=1D') {
  const res = await get(t.app, who, `/api/portfolio/performance?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectAttributionAddsUp(body: { returnPct: number; attribution: Record<string, number> }) {
  const sum = Object.values(body.attribution).reduce((s, v) => s + v, 0);
  expect(Math.abs(sum - body.returnPct)).toBeLessThanOrEqual(0.01);
}

describe('GET /api/portfolio/performance', () => {
  it('a portfolio of SPY and cash tracks the S&P 500 within its cash; the market and the cash drag explain it', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    expect((await placeTrade(t.app, ada, { symbol: 'SPY', action: 'buy', shares: 100 })).statusCode).toBe(200);
    expect(await snapshotAt('2026-11-18T15:15:00Z')).toBeGreaterThan(0);
    market.setPrice('SPY', 510_00);
    await snapshotAt('2026-11-18T15:30:00Z');
    market.setPrice('SPY', 520_00);
    t.clock.set('2026-11-18T15:40:00Z');

    const body = await performance(ada);
    // $50,000 of $100,000 in SPY, which gains 4 %: +2 %.
    expect(body.benchmark).toEqual({ symbol: 'SPY', name: 'S&P 500' });
    expect(body.benchmarkReturnPct).toBeCloseTo(4, 4);
    expect(body.returnPct).toBeCloseTo(2, 4);
    expect(body.excessReturnPct).toBeCloseTo(-2, 4);
    expect(Math.abs(body.attribution.selectionPct)).toBeLessThanOrEqual(0.05);
    expect(body.attribution.marketPct).toBeGreaterThan(3.9);
    expect(body.attribution.cashPct).toBeLessThan(-1.9);
    expectAttributionAddsUp(body);
    expect(body.beta).toBeCloseTo(52_000 / 102_000, 4);
    expect(body.sectors.reduce((s: number, x: { weightPct: number }) => s + x.weightPct, 0)).toBeCloseTo(100, 2);
    expect(body.points[0]).toMatchObject({ t: '2026-11-18T15:15:00.000Z', returnPct: 0, benchmarkPct: 0 });
    expect(body.points.at(-1)).toMatchObject({ t: '2026-11-18T15:40:00.000Z', value: 102_000 });
    expect(body.points.at(-1).benchmarkPct).toBeCloseTo(4, 4);
  });

  it('a transfer in never counts as return: the periods before and after it are chained', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    await placeTrade(t.app, ada, { symbol: 'SPY', action: 'buy', shares: 100 });
    await snapshotAt('2026-11-18T15:15:00Z');
    market.setPrice('SPY', 510_00);
    await snapshotAt('2026-11-18T15:30:00Z');
    t.clock.set('2026-11-18T15:35:00Z');
    await fundBank(t.deps.db.db, ada.id, 50_000_00);
    expect((await transfer(t.app, ada, { amount: 50_000, portfolioType: 'personal' })).statusCode).toBe(200);
    market.setPrice('SPY', 520_00);
    t.clock.set('2026-11-18T15:40:00Z');

    const body = await performance(ada);
    // +1 % on $100,000, then +$1,000 on $151,000: chained, the $50,000 itself is no gain.
    expect(body.returnPct).toBeCloseTo((1.01 * (152_000 / 151_000) - 1) * 100, 4);
    expect(body.points.at(-1).value).toBe(152_000);
    expectAttributionAddsUp(body);
    expect(Math.abs(body.attribution.selectionPct)).toBeLessThanOrEqual(0.05);
  });

  it('ADR 029: a dividend paid over the range is return and its attribution part; a deposit after it still is not', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 100 })).statusCode).toBe(200);
    await snapshotAt('2026-11-18T15:15:00Z');
    const source = createCorporateActionsSource({
      dividends: [
        { symbol: 'AAPL', declaredDate: '2026-11-02', exDate: '2026-11-19', payDate: '2026-11-19', amount: 0.51 },
      ],
    });
    const job = () => runCorporateActions({ ...t.deps, portfolios: t.app.orders.portfolios }, source, t.clock.now());
    t.clock.set('2026-11-18T21:06:00Z');
    await job();
    t.clock.set('2026-11-19T14:31:00Z');
    expect((await job()).dividendsPaid).toBe(1);
    await snapshotAt('2026-11-19T14:45:00Z');
    t.clock.set('2026-11-19T14:50:00Z');
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    expect((await transfer(t.app, ada, { amount: 1_000, portfolioType: 'personal' })).statusCode).toBe(200);
    t.clock.set('2026-11-19T15:00:00Z');

    const body = await performance(ada, 'range=ALL');
    // $51 on $100,000 (prices flat): +0.051 %, all of it dividends; the $1,000 moved in adds nothing.
    expect(body.returnPct).toBeCloseTo(0.051, 6);
    expect(body.attribution.dividendsPct).toBeCloseTo(0.051, 6);
    expect(Math.abs(body.attribution.selectionPct)).toBeLessThanOrEqual(0.000_001);
    expectAttributionAddsUp(body);
    expect(body.points.at(-1).value).toBe(101_051);
  });

  it('all cash: return 0, excess minus the S&P 500’s move, beta 0, no sectors', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    await snapshotAt('2026-11-18T15:15:00Z');
    market.setPrice('SPY', 490_00);
    t.clock.set('2026-11-18T16:00:00Z');
    const body = await performance(ada, 'range=ALL');
    expect(body).toMatchObject({ returnPct: 0, benchmarkReturnPct: -2, excessReturnPct: 2, beta: 0, sectors: [] });
    expect(body.points.at(-1).value).toBe(STARTING_CASH_CENTS / 100);
  });

  it('a league portfolio by its competition id; someone else’s league is 403, an unknown one 404', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    const bob = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    const { id, code } = await newLeague(t.app, ada);
    expect((await leagueTrade(t.app, ada, id, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    await snapshotAt('2026-11-18T15:15:00Z');
    market.setPrice('AAPL', 110_00);
    t.clock.set('2026-11-18T15:20:00Z');
    const body = await performance(ada, `range=1W&portfolioType=league&competitionId=${id}`);
    expect(body.returnPct).toBeGreaterThan(0);
    expect(body.sectors).toEqual([{ sector: 'Test', weightPct: 100 }]);

    const other = await get(t.app, bob, `/api/portfolio/performance?portfolioType=league&competitionId=${id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'COMPETITION_NOT_PARTICIPANT' });
    const unknown = await get(t.app, bob, '/api/portfolio/performance?portfolioType=league&competitionId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMPETITION_NOT_FOUND' });
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
    expect((await get(t.app, bob, `/api/portfolio/performance?competitionId=${id}`)).statusCode).toBe(200);
  });

  it.each([
    ['range=5Y', 'range'],
    ['range=1d', 'range'],
    ['portfolioType=league', ''],
    ['portfolioType=yearly', 'portfolioType'],
    ['competitionId=abc', 'competitionId'],
  ])('bad input %s: 400 with the error body', async (query, mentions) => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    const res = await get(t.app, ada, `/api/portfolio/performance?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
    expect(body.message).toContain(mentions);
  });

  it('signed out: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portfolio/performance' });
    expect(res.statusCode).toBe(401);
  });
});

describe('snapshotPortfolioPerformance', () => {
  it('one snapshot per 15-minute bucket while open, one at the close, none before the open', async () => {
    await buildTrader(t.deps.db.db, { now: t.clock.now() });
    expect(await snapshotAt('2026-11-18T15:16:00Z')).toBe(1);
    expect(await snapshotAt('2026-11-18T15:29:00Z')).toBe(0);
    expect(await snapshotAt('2026-11-18T21:05:00Z')).toBe(1); // after the 16:00 New York close
    expect(await snapshotAt('2026-11-18T22:00:00Z')).toBe(0);
    expect(await snapshotAt('2026-11-19T13:00:00Z')).toBe(0); // 08:00 New York
    const rows = await t.deps.db.db
      .selectFrom('portfolio_value_snapshots')
      .select('taken_at')
      .orderBy('taken_at')
      .execute();
    expect(rows.map((r) => new Date(Number(r.taken_at)).toISOString())).toEqual([
      '2026-11-18T15:15:00.000Z',
      '2026-11-18T21:00:00.000Z',
    ]);
  });

  it('stopped (a shutdown): no page is started after the signal; the next run records what was left', async () => {
    await buildTrader(t.deps.db.db, { now: t.clock.now() });
    await buildTrader(t.deps.db.db, { now: t.clock.now() });
    t.clock.set('2026-11-18T15:16:00Z');
    const stopped = AbortSignal.abort();
    expect(await snapshotPortfolioPerformance(t.deps, t.clock.now(), stopped)).toBe(0);
    expect(await t.deps.db.db.selectFrom('portfolio_value_snapshots').select('taken_at').execute()).toEqual([]);
    expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBe(2);
  });

  it('adds SPY, beta and weight to a snapshot the class job took first at the same instant', async () => {
    const ada = await buildTrader(t.deps.db.db, { now: t.clock.now() });
    await t.deps.db.db
      .insertInto('portfolio_value_snapshots')
      .values({
        portfolio_id: ada.portfolioId,
        taken_at: Date.parse('2026-11-18T15:15:00Z'),
        value_cents: STARTING_CASH_CENTS,
      })
      .execute();
    expect(await snapshotAt('2026-11-18T15:20:00Z')).toBe(1);
    expect(await snapshotAt('2026-11-18T15:25:00Z')).toBe(0);
    const row = await t.deps.db.db.selectFrom('portfolio_value_snapshots').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ benchmark_cents: 500_00, beta: 0, invested_weight: 0 });
  });
});
