import { PORTFOLIO_CHANGES_CHANNEL } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../src/ports/pubsub.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { watchQueries } from '../helpers/query-plugins.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from './trading-builders.ts';

/** Resolves once no statement has run for `ms` (at most 5 s). */
async function quietFor(queries: { readonly count: number }, ms: number): Promise<void> {
  const until = Date.now() + 5_000;
  let seen = -1;
  while (seen !== queries.count && Date.now() < until) {
    seen = queries.count;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

const apps: TestApp[] = [];
afterEach(async () => {
  // Later instances borrow the first one's database: close them first.
  for (const t of apps.splice(0).reverse()) await t.close();
});

const market = () => createFakeMarketData({ AAPL: 150_00, MSFT: 400_00, CHEAP: 1_00 });

/** Two instances on one database; `shared` pub/sub models Redis, separate ones model a lost invalidation. */
async function twoInstances(shared: boolean): Promise<[TestApp, TestApp]> {
  const marketData = market();
  const a = await createTestApp({ deps: { marketData, pubsub: createInProcessPubSub() } });
  apps.push(a);
  const pubsub: PubSub = shared ? a.deps.pubsub : createInProcessPubSub();
  const b = await createTestApp({ deps: { marketData, pubsub, db: { ...a.deps.db, close: async () => {} } } });
  apps.push(b);
  return [a, b];
}

describe('personal portfolios kept in memory', () => {
  it('shows a trade in the very next portfolio read, positions in symbol order', async () => {
    const t = await createTestApp({ deps: { marketData: market() } });
    apps.push(t);
    const trader = await buildTrader(t.deps.db.db);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 100_000, totalTrades: 0 });
    expect((await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 2 })).statusCode).toBe(200);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    const after = await getJson(t.app, trader, '/api/portfolio');
    expect(after).toMatchObject({ cashBalance: 100_000 - 800 - 1_500, totalTrades: 2 });
    expect(after.positions.map((p: { symbol: string; quantity: number }) => [p.symbol, p.quantity])).toEqual([
      ['AAPL', 10],
      ['MSFT', 2],
    ]);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'sell', shares: 10 })).statusCode).toBe(200);
    expect(await getJson(t.app, trader, '/api/positions')).toMatchObject([{ symbol: 'MSFT', quantity: 2 }]);
  });

  it('reads a known portfolio with positions without a statement (its day fills kept with it, todays-fills.ts)', async () => {
    const queries = watchQueries();
    const t = await createTestApp({ deps: { marketData: market() } });
    apps.push(t);
    const counted = await createTestApp({
      deps: {
        marketData: market(),
        db: {
          ...t.deps.db,
          db: t.deps.db.db.withPlugin(queries.plugin),
          statementsNow: queries.statementsNow(t.deps.db.statementsNow),
          close: async () => {},
        },
      },
    });
    apps.push(counted);
    const trader = await buildTrader(t.deps.db.db);
    expect((await placeTrade(counted.app, trader, { symbol: 'AAPL', action: 'buy', shares: 3 })).statusCode).toBe(200);
    expect(await getJson(counted.app, trader, '/api/portfolio')).toMatchObject({ totalTrades: 1 });
    await quietFor(queries, 300);
    queries.reset();
    const warm = await getJson(counted.app, trader, '/api/portfolio');
    expect(warm.positions).toMatchObject([{ symbol: 'AAPL', quantity: 3 }]);
    expect(queries.count).toBe(0);
  });

  it('shows a trade made on another instance at once', async () => {
    const [a, b] = await twoInstances(true);
    const trader = await buildTrader(a.deps.db.db);
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 });
    expect((await placeTrade(b.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 98_500, totalTrades: 1 });
  });

  it('fills an order exactly even when the state it knew was stale (an invalidation lost)', async () => {
    const [a, b] = await twoInstances(false);
    const trader = await buildTrader(a.deps.db.db);
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 });
    expect((await placeTrade(b.app, trader, { symbol: 'MSFT', action: 'buy', shares: 5 })).statusCode).toBe(200);
    const res = await placeTrade(a.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trade.cashAfter).toBe(100_000 - 2_000 - 1_500);
    expect(res.json().portfolio).toMatchObject({ totalTrades: 2, cashBalance: 96_500 });
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 96_500, totalTrades: 2 });
    await expectLedgersBalance(a.deps.db.db);
  });

  it('drops a read cached during a re-decided order once it commits, without waiting for pub/sub', async () => {
    // Instance A's pub/sub loses every message (an outage); B trades, so A's known state is stale and A's order is
    // decided again under the row lock. A read made meanwhile caches the state from before the order.
    const base = market();
    let readDuringOrder: (() => Promise<unknown>) | null = null;
    const marketData = {
      ...base,
      async quotes(symbols: readonly string[]) {
        const read = readDuringOrder;
        if (read && symbols.includes('MSFT')) {
          readDuringOrder = null;
          await read();
        }
        return base.quotes(symbols);
      },
    };
    const lost: PubSub = {
      ...createInProcessPubSub(),
      publish: async () => {},
      subscribe: async () => async () => {},
      close: async () => {},
    };
    const a = await createTestApp({ deps: { marketData, pubsub: lost } });
    apps.push(a);
    const b = await createTestApp({ deps: { marketData, db: { ...a.deps.db, close: async () => {} } } });
    apps.push(b);
    const trader = await buildTrader(a.deps.db.db);
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 });
    expect((await placeTrade(b.app, trader, { symbol: 'MSFT', action: 'buy', shares: 5 })).statusCode).toBe(200);
    readDuringOrder = () => getJson(a.app, trader, '/api/portfolio');
    const res = await placeTrade(a.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(readDuringOrder).toBeNull(); // the read did happen between the two decisions
    expect(await getJson(a.app, trader, '/api/portfolio')).toMatchObject({ cashBalance: 96_500, totalTrades: 2 });
  });

  it('answers a committed trade without waiting for pub/sub (an outage that never answers)', async () => {
    let down = false;
    const hung: PubSub = {
      ...createInProcessPubSub(),
      publish: () => (down ? new Promise<void>(() => {}) : Promise.resolve()),
      subscribe: async () => async () => {},
      close: async () => {},
    };
    const t = await createTestApp({ deps: { marketData: market(), pubsub: hung } });
    apps.push(t);
    down = true;
    const trader = await buildTrader(t.deps.db.db);
    // The first trade also unlocks First Trade, whose session invalidation goes through pub/sub too.
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().achievementsUnlocked.map((a: { id: number }) => a.id)).toContain(1);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ totalTrades: 1 });
  });

  it('never refuses from a stale state an order the database can fill', async () => {
    const [a, b] = await twoInstances(false);
    const trader = await buildTrader(a.deps.db.db);
    expect(await getJson(a.app, trader, '/api/positions')).toEqual([]);
    expect((await placeTrade(b.app, trader, { symbol: 'MSFT', action: 'buy', shares: 5 })).statusCode).toBe(200);
    const sell = await placeTrade(a.app, trader, { symbol: 'MSFT', action: 'sell', shares: 5 });
    expect(sell.statusCode, sell.body).toBe(200);
    await expectLedgersBalance(a.deps.db.db);
  });

  it('refuses from the database what the stale state would have filled', async () => {
    const [a, b] = await twoInstances(false);
    const trader = await buildTrader(a.deps.db.db);
    expect((await placeTrade(a.app, trader, { symbol: 'MSFT', action: 'buy', shares: 5 })).statusCode).toBe(200);
    expect((await placeTrade(b.app, trader, { symbol: 'MSFT', action: 'sell', shares: 5 })).statusCode).toBe(200);
    const sell = await placeTrade(a.app, trader, { symbol: 'MSFT', action: 'sell', shares: 5 });
    expect(sell.statusCode).toBe(400);
    expect(sell.json()).toMatchObject({ code: 'ORDER_INSUFFICIENT_SHARES' });
    await expectLedgersBalance(a.deps.db.db);
  });
});

describe('trade-count achievements with a portfolio in memory', () => {
  it('counts the trades of competition portfolios too, also after one changed while the portfolio was known', async () => {
    const t = await createTestApp({ deps: { marketData: market() } });
    apps.push(t);
    const db = t.deps.db.db;
    const trader = await buildTrader(db);
    const competition = await db
      .insertInto('portfolios')
      .values({
        user_id: trader.id,
        competition_id: 1,
        season: 1,
        cash_cents: 10_000_000,
        starting_cash_cents: 10_000_000,
        total_trades: 97,
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ totalTrades: 0 }); // known from here
    const first = await placeTrade(t.app, trader, { symbol: 'CHEAP', action: 'buy', shares: 1 });
    expect(first.json().achievementsUnlocked.map((a: { name: string }) => a.name)).toEqual(['First Trade']);
    // A competition trade elsewhere (98 -> 99 there): its message makes the personal portfolio be read again.
    await db.updateTable('portfolios').set({ total_trades: 98 }).where('id', '=', competition.id).execute();
    await t.deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, {
      type: 'portfolio_changed',
      userId: trader.id,
      portfolioId: Number(competition.id),
      competitionId: 1,
      season: 1,
      tradeId: 999_999,
      at: '2026-11-18T15:00:00.000Z',
    });
    const hundredth = await placeTrade(t.app, trader, { symbol: 'CHEAP', action: 'buy', shares: 1 });
    expect(hundredth.json().achievementsUnlocked.map((a: { name: string }) => a.name)).toEqual(['Volume Trader']);
  });
});

describe('the statements of an order', () => {
  it('on a portfolio the instance knows: three on SQLite (ledger, position, trade) and its batch’s two sync settings, one on PostgreSQL', async () => {
    const queries = watchQueries();
    const t = await createTestApp({ deps: { marketData: market() } });
    apps.push(t);
    const trader = await buildTrader(t.deps.db.db);
    // First Trade and Volume Trader already held: the trade count no longer matters, and no XP changes.
    await t.deps.db.db
      .insertInto('user_achievements')
      .values([1, 2].map((id) => ({ user_id: trader.id, achievement_id: id, unlocked_at: 0 })))
      .execute();
    const counted = await createTestApp({
      deps: {
        marketData: market(),
        db: {
          ...t.deps.db,
          db: t.deps.db.db.withPlugin(queries.plugin),
          statementsNow: queries.statementsNow(t.deps.db.statementsNow),
          close: async () => {},
        },
      },
    });
    apps.push(counted);
    expect((await placeTrade(counted.app, trader, { symbol: 'CHEAP', action: 'buy', shares: 1 })).statusCode).toBe(200);
    // What the first trade set off after its answer (the leaderboard index reading the changed player) is not the
    // next order's: count from when no statement has run for a while.
    await quietFor(queries, 300);
    queries.reset();
    const buy = await placeTrade(counted.app, trader, { symbol: 'CHEAP', action: 'buy', shares: 1 });
    expect(buy.json().achievementsUnlocked).toEqual([]);
    // PostgreSQL: the fills of an event-loop turn are one statement (batch-fills.ts), without begin and commit.
    // SQLite: the group commit's batch sets `synchronous` off and on around its transaction (no I/O: the WAL is
    // synced after the commit, off the event loop; adapters/db/group-commit.ts).
    const statements = t.deps.db.kind === 'postgres' ? 1 : 3 + 2;
    expect(queries.count).toBe(statements);
    await quietFor(queries, 300);
    queries.reset();
    expect((await placeTrade(counted.app, trader, { symbol: 'CHEAP', action: 'sell', shares: 2 })).statusCode).toBe(
      200,
    );
    expect(queries.count).toBe(statements);
    await expectLedgersBalance(t.deps.db.db);
  });
});
