import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { postOrder } from '../orders/order-helpers.ts';
import { buildTrader, getJson, placeTrade } from './trading-builders.ts';

// Day change (packages/domain day-change.ts): shares opened today count from their fill, older ones from the close.
describe('day change in GET /api/portfolio and /api/positions', () => {
  let t: TestApp;
  const market = createFakeMarketData();

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market }, now: '2026-11-18T15:00:00Z' });
  });
  afterAll(() => t.close());

  it('counts shares bought today from their fill, and from the previous close the next day', async () => {
    const trader = await buildTrader(t.deps.db.db);
    t.clock.set('2026-11-18T15:00:00Z');
    market.setPrice('AAPL', 150_00, 148_00);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    market.setPrice('AAPL', 149_00, 148_00);

    const today = await getJson(t.app, trader, '/api/portfolio');
    expect(today.positions[0]).toMatchObject({ unrealizedPL: -10, dayChange: -10, dayChangePercent: -0.67 });
    expect(today.positions[0].dayChangeBase).toBe(150);
    expect(today.dayChange).toBe(-10);
    const positions = await getJson(t.app, trader, '/api/positions');
    expect(positions[0]).toMatchObject({ dayChange: -10, dayChangeBase: 150 });

    // The next New York day: 10 held from yesterday (close $149) and 5 added today at $151.
    t.clock.set('2026-11-19T15:00:00Z');
    market.setPrice('AAPL', 151_00, 149_00);
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 5 })).statusCode).toBe(200);
    market.setPrice('AAPL', 152_00, 149_00);
    const next = await getJson(t.app, trader, '/api/portfolio');
    // 10 × (152 − 149) + 5 × (152 − 151)
    expect(next.positions[0]).toMatchObject({ quantity: 15, dayChange: 35 });
    expect(next.dayChange).toBe(35);
  });

  it("shows each fill in the next read's day change, the portfolio known in memory", async () => {
    const trader = await buildTrader(t.deps.db.db);
    t.clock.set('2026-11-23T15:00:00Z');
    market.setPrice('NVDA', 150_00, 148_00);
    expect((await placeTrade(t.app, trader, { symbol: 'NVDA', action: 'buy', shares: 10 })).statusCode).toBe(200);
    market.setPrice('NVDA', 149_00, 148_00);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: -10 }); // 10 × (149 − 150)
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: -10 });
    expect((await placeTrade(t.app, trader, { symbol: 'NVDA', action: 'buy', shares: 5 })).statusCode).toBe(200);
    market.setPrice('NVDA', 152_00, 148_00);
    // 10 × (152 − 150) + 5 × (152 − 149)
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: 35 });
    expect((await placeTrade(t.app, trader, { symbol: 'NVDA', action: 'sell', shares: 15 })).statusCode).toBe(200);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: 0, positions: [] });
  });

  it('counts from the previous close once a new New York day starts, with no trade in between', async () => {
    const trader = await buildTrader(t.deps.db.db);
    t.clock.set('2026-11-24T20:00:00Z');
    market.setPrice('ORCL', 150_00, 148_00);
    expect((await placeTrade(t.app, trader, { symbol: 'ORCL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    market.setPrice('ORCL', 151_00, 148_00);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: 10 }); // from the fill
    // 23:59:59 in New York is still the same day; 00:00 is the next one, whose base is the previous close.
    t.clock.set('2026-11-25T04:59:59Z');
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: 10 });
    t.clock.set('2026-11-25T05:00:00Z');
    market.setPrice('ORCL', 152_00, 151_00);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: 10 }); // 10 × (152 − 151)
    market.setPrice('ORCL', 150_00, 151_00);
    expect(await getJson(t.app, trader, '/api/portfolio')).toMatchObject({ dayChange: -10 });
  });

  it('values a short opened today from its fill price', async () => {
    const trader = await buildTrader(t.deps.db.db);
    t.clock.set('2026-11-20T15:00:00Z');
    market.setPrice('MSFT', 400_00, 390_00);
    const res = await postOrder(t.app, trader, { symbol: 'MSFT', side: 'short', quantity: 2, type: 'market' });
    expect(res.statusCode, res.body).toBe(201);
    market.setPrice('MSFT', 401_00, 390_00);
    const p = await getJson(t.app, trader, '/api/portfolio');
    expect(p.positions[0]).toMatchObject({ quantity: -2, unrealizedPL: -2, dayChange: -2 });
  });
});
