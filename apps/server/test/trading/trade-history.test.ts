import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, placeTrade } from './trading-builders.ts';

describe('GET /api/trades', () => {
  let t: TestApp;
  const market = createFakeMarketData({ AAPL: 100_00 });

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market } });
  });
  afterAll(() => t.close());

  it('lists the user’s own trades newest first, page by page, until no cursor is left', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const other = await buildTrader(t.deps.db.db);
    for (let i = 1; i <= 5; i++) {
      market.setPrice('AAPL', 100_00 + i);
      await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: i });
      await placeTrade(t.app, other, { symbol: 'AAPL', action: 'buy', shares: 1 });
    }
    const first = await getJson(t.app, trader, '/api/trades?limit=2');
    expect(first.trades.map((x: { shares: number }) => x.shares)).toEqual([5, 4]);
    expect(first.trades[0]).toMatchObject({
      symbol: 'AAPL',
      action: 'buy',
      price: 100.05,
      total: 500.25,
      realizedProfitLoss: 0,
    });
    const second = await getJson(t.app, trader, `/api/trades?limit=2&cursor=${first.nextCursor}`);
    expect(second.trades.map((x: { shares: number }) => x.shares)).toEqual([3, 2]);
    const last = await getJson(t.app, trader, `/api/trades?limit=2&cursor=${second.nextCursor}`);
    expect(last.trades.map((x: { shares: number }) => x.shares)).toEqual([1]);
    expect(last.nextCursor).toBeNull();
  });

  it('refuses a limit out of range and a malformed cursor with 400', async () => {
    const trader = await buildTrader(t.deps.db.db);
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=x1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/trades?${q}`, headers: { cookie: trader.cookie } });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
