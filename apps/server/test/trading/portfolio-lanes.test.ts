import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseUrl } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from './trading-builders.ts';

/**
 * Simultaneous orders of one personal portfolio on one instance run in its lane (orders/portfolio-lanes.ts): each is
 * decided in memory on the state the previous one left, so none finds its planned state gone and is decided again
 * under the row lock (which drops the portfolio from the cache: counted here).
 */
describe(`one lane per personal portfolio on ${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  let redecided = 0;
  const market = createFakeMarketData({ INTC: 20_00, AAPL: 150_00 });

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market } });
    const cache = t.app.orders.portfolios;
    const forget = cache.forget.bind(cache);
    cache.forget = (userId) => {
      redecided++;
      forget(userId);
    };
  });
  afterAll(() => t.close());

  it('fills simultaneous buys and sells of one player each from the state the previous one left', async () => {
    const trader = await buildTrader(t.deps.db.db);
    // Past the first-trade achievements, which take the transaction path by design.
    for (const symbol of ['INTC', 'AAPL'])
      expect((await placeTrade(t.app, trader, { symbol, action: 'buy', shares: 50 })).statusCode).toBe(200);
    redecided = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeTrade(t.app, trader, { symbol: 'INTC', action: i % 2 === 0 ? 'buy' : 'sell', shares: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(redecided).toBe(0);
    const cashAfters = answers.map((a) => a.json().trade.cashAfter);
    expect(new Set(cashAfters).size).toBeLessThanOrEqual(2);
    const portfolio = await getJson(t.app, trader, '/api/portfolio');
    expect(portfolio.totalTrades).toBe(22);
    expect(portfolio.positions.find((p: { symbol: string }) => p.symbol === 'INTC').quantity).toBe(50);
    await expectLedgersBalance(t.deps.db.db);
  });

  it('never lets one player’s lane hold up another player’s orders', async () => {
    const [a, b] = [await buildTrader(t.deps.db.db), await buildTrader(t.deps.db.db)];
    for (const trader of [a, b])
      expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    const many = Array.from({ length: 30 }, () => placeTrade(t.app, a, { symbol: 'AAPL', action: 'buy', shares: 1 }));
    const other = await placeTrade(t.app, b, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(other.statusCode).toBe(200);
    expect((await Promise.all(many)).every((r) => r.statusCode === 200)).toBe(true);
    await expectLedgersBalance(t.deps.db.db);
  });
});
