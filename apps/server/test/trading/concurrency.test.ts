import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseUrl } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from './trading-builders.ts';

describe(`simultaneous orders on ${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  const market = createFakeMarketData({ AAPL: 150_00, MSFT: 400_00 });

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market } });
  });
  afterAll(() => t.close());

  it('fills 100 simultaneous buys that together exceed the cash only while cash lasts, to the cent', async () => {
    const trader = await buildTrader(t.deps.db.db);
    // 100 × $1,500 = $150,000 against $100,000: exactly 66 fit ($99,000), leaving $1,000.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 })),
    );
    const filled = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(filled).toHaveLength(66);
    expect(new Set(refused.map((a) => a.json().code))).toEqual(new Set(['ORDER_INSUFFICIENT_CASH']));
    const portfolio = await getJson(t.app, trader, '/api/portfolio');
    expect(portfolio).toMatchObject({ cashBalance: 1_000, totalTrades: 66, totalValue: 100_000 });
    expect(portfolio.positions).toMatchObject([{ symbol: 'AAPL', quantity: 660, averagePrice: 150 }]);
    const cashAfters = filled.map((a) => a.json().trade.cashAfter).sort((a, b) => a - b);
    expect(cashAfters).toEqual(Array.from({ length: 66 }, (_, i) => 1_000 + i * 1_500));
    await expectLedgersBalance(t.deps.db.db);
  });

  it('never sells more shares than held under simultaneous sells and buys', async () => {
    const trader = await buildTrader(t.deps.db.db);
    expect((await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 20 })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        placeTrade(t.app, trader, { symbol: 'MSFT', action: i % 3 === 0 ? 'buy' : 'sell', shares: 1 }),
      ),
    );
    const sells = answers.filter((a) => a.statusCode === 200 && a.json().trade.action === 'sell').length;
    const buys = answers.filter((a) => a.statusCode === 200 && a.json().trade.action === 'buy').length;
    expect(buys).toBe(20);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json().code).toBe('ORDER_INSUFFICIENT_SHARES');
    const positions = await getJson(t.app, trader, '/api/positions');
    const held = positions[0]?.quantity ?? 0;
    expect(held).toBe(20 + buys - sells);
    expect(held).toBeGreaterThanOrEqual(0);
    await expectLedgersBalance(t.deps.db.db);
  });
});
