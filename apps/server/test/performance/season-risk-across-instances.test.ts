import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import {
  markSeasonRiskStale,
  playerRisks,
  readPlayerRisks,
  warmSeasonRiskBook,
} from '../../src/modules/performance/season-risk-book.ts';
import { snapshotPortfolioPerformance } from '../../src/modules/performance/snapshot-portfolio-performance.ts';
import { warmRiskBooks } from '../../src/modules/performance/start.ts';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import { competitionTrade, get, joinChampionship, WEDNESDAY } from '../competitions/competition-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The second instance borrows the first one's database: close it first.
  for (const t of apps.splice(0).reverse()) await t.close();
});

/** Two app instances on one database and one pub/sub (what Redis gives several servers), each with its own caches. */
async function twoInstances(market: FakeMarketData): Promise<[TestApp, TestApp]> {
  const pubsub = createInProcessPubSub();
  const a = await createTestApp({ now: WEDNESDAY, deps: { pubsub, marketData: market } });
  apps.push(a);
  const b = await createTestApp({
    now: WEDNESDAY,
    deps: { pubsub, marketData: market, db: { ...a.deps.db, close: async () => {} } },
  });
  apps.push(b);
  return [a, b];
}

/** `count` players in the weekly championship; returns them and its season. */
async function players(t: TestApp, count: number): Promise<{ who: Trader[]; season: number }> {
  const who: Trader[] = [];
  let season = 0;
  for (let k = 0; k < count; k++) {
    const trader = await buildTrader(t.deps.db.db, { now: t.clock.now(), username: `risk_book_${k}` });
    const joined = await joinChampionship(t.app, trader, 1);
    expect(joined.statusCode, joined.body).toBe(200);
    season = joined.json().competition.seasonNumber;
    who.push(trader);
  }
  return { who, season };
}

/** Each player buys AAPL in the weekly championship: 10 shares more than the one before. */
async function buyInSteps(t: TestApp, who: Trader[]) {
  for (const [k, p] of who.entries()) {
    const res = await competitionTrade(t.app, p, 1, { symbol: 'AAPL', side: 'buy', quantity: 10 * (k + 1) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('season caches on every instance (ADR 023)', () => {
  it('measures the excess from the first snapshot on an instance other than the one that recorded it', async () => {
    const market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00 });
    const [a, b] = await twoInstances(market);
    const {
      who: [ada],
    } = await players(a, 1);
    const board = async () => {
      const res = await get(b.app, ada!, '/api/competitions/1/leaderboard');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().you;
    };
    // Instance b reads before the season has any snapshot: no start price for the S&P 500 yet.
    a.clock.set('2026-11-18T15:14:40Z');
    b.clock.set('2026-11-18T15:14:40Z');
    expect(await board()).toMatchObject({ returnPct: 0, excessReturnPct: 0 });
    // Instance a records the first snapshots (the job runs on one instance at a time).
    a.clock.set('2026-11-18T15:15:00Z');
    expect(await snapshotPortfolioPerformance(a.deps, a.clock.now())).toBeGreaterThan(0);
    // 20 s later, on b, the S&P 500 is 10 % above that first snapshot's price: all cash, Ada is 10 points behind.
    market.setPrice('SPY', 550_00);
    b.clock.set('2026-11-18T15:15:20Z');
    expect(await board()).toMatchObject({ returnPct: 0, excessReturnPct: -10 });
  });

  it('reads the risk book of every running risk-adjusted season at start; a call before answers from what is read', async () => {
    const market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    // More players than are read directly: they are answered from the season's book.
    const { who, season } = await players(t, 52);
    t.clock.set('2026-11-18T15:15:00Z');
    expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBeGreaterThan(0);
    const now = Date.parse('2026-11-18T15:20:00Z');
    const context = { competitionId: 1, season };
    const ids = who.map((p) => p.id);

    // One instance (its own caches) asked without waiting while its book is being read: what is read so far (none).
    const cold = { ...t.deps.db };
    const early = await playerRisks(cold, context, ids, now, 0);
    expect(early.size).toBe(0);
    await warmSeasonRiskBook(cold, context, now);
    const warm = await playerRisks(cold, context, ids, now, 0);
    expect(warm.size).toBe(52);
    expect(warm.get(ids[0]!)?.risk.count).toBe(1);
    // Another asks waiting at most 10 s: the book is read within that, and it answers with every player.
    expect((await playerRisks({ ...t.deps.db }, context, ids, now, 10_000)).size).toBe(52);

    // At start: a return-mode season's book is left alone; a risk-adjusted one's is read whole.
    const started = { ...t.deps.db };
    await warmRiskBooks(started, new Date(now));
    expect((await playerRisks(started, context, ids, now, 0)).size).toBe(0);
    await t.deps.db.db.updateTable('competitions').set({ ranking_mode: 'risk_adjusted' }).where('id', '=', 1).execute();
    const startedRisk = { ...t.deps.db };
    await warmRiskBooks(startedRisk, new Date(now));
    expect((await playerRisks(startedRisk, context, ids, now, 0)).size).toBe(52);
  });

  it("reads a season's book whole without binding a list of its players, with the risks read player by player", async () => {
    const market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    const { who, season } = await players(t, 12);
    await fundBank(t.deps.db.db, who[0]!.id, 1_000_00);
    await buyInSteps(t, who.slice(0, 4));
    // Snapshots on three trading days at moving prices.
    for (const [at, price] of [
      ['2026-11-18T15:15:00Z', 100_00],
      ['2026-11-18T20:00:00Z', 104_00],
      ['2026-11-19T15:15:00Z', 97_00],
      ['2026-11-20T15:15:00Z', 101_00],
    ] as const) {
      market.setPrice('AAPL', price);
      t.clock.set(at);
      expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBeGreaterThan(0);
      // A player moves money in from the bank between snapshots: the flow is an observation of its own.
      if (at === '2026-11-19T15:15:00Z') {
        t.clock.set('2026-11-19T16:00:00Z');
        const res = await transfer(t.app, who[0]!, { amount: 500, portfolioType: 'weekly' });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const now = Date.parse('2026-11-20T16:00:00Z');
    const context = { competitionId: 1, season };
    const ids = who.map((p) => p.id);
    // The most values any query of the read binds (a list of players binds one per player).
    let mostBound = 0;
    const countBound: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        const json = JSON.stringify(node);
        const bound = (json.match(/"kind":"ValueNode"/g) ?? []).length;
        const listed = (json.match(/"kind":"PrimitiveValueListNode","values":\[([^\]]*)\]/g) ?? []).reduce(
          (n, m) => n + m.split(',').length,
          0,
        );
        mostBound = Math.max(mostBound, bound + listed);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const book = { ...t.deps.db, db: t.deps.db.db.withPlugin(countBound) };
    await warmSeasonRiskBook(book, context, now);
    expect(mostBound).toBeLessThan(ids.length);
    const whole = await playerRisks(book, context, ids, now, 0);
    const direct = await readPlayerRisks(t.deps.db, context, ids, now);
    expect(whole.size).toBe(12);
    for (const id of ids) {
      const a = whole.get(id)!;
      const b = direct.get(id)!;
      expect({ ...a, risk: { ...a.risk, last: null } }).toEqual({ ...b, risk: { ...b.risk, last: null } });
      expect(a.risk.last).toMatchObject({ day: b.risk.last!.day, valueCents: b.risk.last!.valueCents });
    }
    expect(whole.get(ids[3]!)!.risk.days).toBe(2);
    expect(whole.get(ids[0]!)).toMatchObject({ hasFlows: true, netDepositsCents: 500_00 });
  });

  it('brings a current book up to date without reading its snapshots again, and takes in one written late', async () => {
    const market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    const { who, season } = await players(t, 3);
    await buyInSteps(t, who);
    for (const [at, price] of [
      ['2026-11-18T15:15:00Z', 100_00],
      ['2026-11-19T15:15:00Z', 97_00],
    ] as const) {
      market.setPrice('AAPL', price);
      t.clock.set(at);
      expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBeGreaterThan(0);
    }
    const db = t.deps.db.db;
    const context = { competitionId: 1, season };
    const ids = who.map((p) => p.id);
    // The last instant is written in pages: one player's row of it arrives after the book was read.
    const late = await db
      .selectFrom('portfolio_value_snapshots as s')
      .innerJoin('portfolios as p', 'p.id', 's.portfolio_id')
      .selectAll('s')
      .where('p.user_id', '=', ids[2]!)
      .where('p.competition_id', '=', 1)
      .where('s.taken_at', '=', Date.parse('2026-11-19T15:15:00Z'))
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('portfolio_value_snapshots')
      .where('portfolio_id', '=', late.portfolio_id)
      .where('taken_at', '=', late.taken_at)
      .execute();
    // The snapshot rows the book reads (a count reads none).
    let snapshotRows = 0;
    const countRows: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        for (const row of result.rows) if ('value_cents' in (row as object)) snapshotRows++;
        return result;
      },
    };
    const book = { ...t.deps.db, db: db.withPlugin(countRows) };
    let now = Date.parse('2026-11-19T16:00:00Z');
    await warmSeasonRiskBook(book, context, now);
    const same = async () => {
      const whole = await playerRisks(book, context, ids, now, 0);
      const direct = await readPlayerRisks(t.deps.db, context, ids, now);
      for (const id of ids) {
        const a = whole.get(id)!;
        const b = direct.get(id)!;
        expect({ ...a, risk: { ...a.risk, last: null } }).toEqual({ ...b, risk: { ...b.risk, last: null } });
      }
    };

    // Nothing recorded since: the refresh counts and reads no snapshot.
    snapshotRows = 0;
    markSeasonRiskStale(book, context);
    now += 1_000;
    await warmSeasonRiskBook(book, context, now);
    expect(snapshotRows).toBe(0);

    // The late row of the last instant: the count differs, it is taken in.
    await db.insertInto('portfolio_value_snapshots').values(late).execute();
    markSeasonRiskStale(book, context);
    now += 1_000;
    await warmSeasonRiskBook(book, context, now);
    expect(snapshotRows).toBeGreaterThan(0);
    expect((await playerRisks(book, context, ids, now, 0)).get(ids[2]!)!.lastSnapshotAt).toBe(Number(late.taken_at));
    await same();

    // Current again: nothing read; a new instant is read.
    snapshotRows = 0;
    markSeasonRiskStale(book, context);
    now += 1_000;
    await warmSeasonRiskBook(book, context, now);
    expect(snapshotRows).toBe(0);
    market.setPrice('AAPL', 103_00);
    t.clock.set('2026-11-20T15:15:00Z');
    expect(await snapshotPortfolioPerformance(t.deps, t.clock.now())).toBeGreaterThan(0);
    markSeasonRiskStale(book, context);
    now = Date.parse('2026-11-20T16:00:00Z');
    await warmSeasonRiskBook(book, context, now);
    // The new instant's 3 rows, with the last instant's 3 read again (a bucket may be written in pages).
    expect(snapshotRows).toBe(6);
    await same();
  });
});
