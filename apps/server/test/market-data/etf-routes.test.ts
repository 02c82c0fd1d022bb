import { ScreenerResponseSchema, StockProfileSchema } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, placeTrade } from '../trading/trading-builders.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

/** An unknown `?type=` is a 400 with the error body (docs/decisions/004-error-body.md) naming the parameter. */
async function expectUnknownTypeRefused(url: string) {
  const bad = await get(url);
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({
    error: expect.any(String),
    message: expect.stringMatching(/type/),
    code: expect.any(String),
  });
}

const ETFS = UNIVERSE.filter((u) => u.type === 'etf').map((u) => u.symbol);
const symbols = (rows: { symbol: string }[]) => rows.map((r) => r.symbol).sort();

describe('ETFs through the market routes', () => {
  it('types every quote: SPY and XLK are ETFs, AAPL is a stock', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    expect((await get('/api/stocks/quote/SPY')).body).toMatchObject({ symbol: 'SPY', type: 'etf' });
    expect((await get('/api/stocks/quote/xlk')).body).toMatchObject({ symbol: 'XLK', type: 'etf' });
    expect((await get('/api/stocks/quote/AAPL')).body).toMatchObject({ symbol: 'AAPL', type: 'stock' });
  });

  it('filters the search by type, and refuses an unknown type with 400 and the error body', async () => {
    t = await createTestApp();
    const etfs = await get('/api/stocks/search?q=XL&type=etf');
    expect(etfs.status).toBe(200);
    expect(etfs.body.length).toBeGreaterThan(0);
    for (const s of etfs.body) expect(s).toMatchObject({ type: 'etf', sector: 'ETF' });
    const bond = await get('/api/stocks/search?q=bond&type=etf');
    expect(symbols(bond.body)).toEqual(['AGG']);
    // "Goldman" is a stock, "SPDR Gold Shares" an ETF.
    expect(symbols((await get('/api/stocks/search?q=gold&type=stock')).body)).toEqual(['GS']);
    expect(symbols((await get('/api/stocks/search?q=gold&type=etf')).body)).toEqual(['GLD']);
    const stocks = await get('/api/stocks/search?q=x&type=stock');
    expect(stocks.body.map((s: { symbol: string }) => s.symbol)).toContain('XOM');
    for (const s of stocks.body) expect(s.type).toBe('stock');
    await expectUnknownTypeRefused('/api/stocks/search?q=x&type=bond');
  });

  it('filters the screener by type (every ETF, or none of them) and refuses an unknown type with 400', async () => {
    t = await createTestApp();
    const etfs = ScreenerResponseSchema.parse((await get('/api/stocks/screener?type=etf')).body).stocks;
    expect(symbols(etfs)).toEqual([...ETFS].sort());
    expect(ETFS).toEqual(expect.arrayContaining(['SPY', 'QQQ', 'DIA', 'IWM', 'XLK', 'XLRE', 'XLC', 'AGG', 'GLD']));
    const stocks = ScreenerResponseSchema.parse((await get('/api/stocks/screener?type=stock')).body).stocks;
    expect(stocks.length).toBe(UNIVERSE.length - ETFS.length);
    expect(stocks.every((s) => s.type === 'stock')).toBe(true);
    const all = ScreenerResponseSchema.parse((await get('/api/stocks/screener')).body).stocks;
    expect(all).toHaveLength(UNIVERSE.length);
    await expectUnknownTypeRefused('/api/stocks/screener?type=fund');
  });

  it('shows an ETF’s expense ratio and its top holdings in the universe on its page; a stock has neither', async () => {
    t = await createTestApp();
    const xlk = StockProfileSchema.parse((await get('/api/stocks/profile/XLK')).body);
    expect(xlk).toMatchObject({ type: 'etf', expenseRatioPct: 0.08 });
    expect(xlk.topHoldings).toHaveLength(10);
    expect(xlk.topHoldings.slice(0, 3).map((h) => h.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
    expect(xlk.topHoldings[0]).toMatchObject({ name: 'NVIDIA Corporation', weightPct: expect.any(Number) });
    const weights = xlk.topHoldings.map((h) => h.weightPct);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(weights.reduce((s, w) => s + w, 0)).toBeLessThanOrEqual(100);
    expect(StockProfileSchema.parse((await get('/api/stocks/profile/SPY')).body).expenseRatioPct).toBe(0.0945);
    expect(StockProfileSchema.parse((await get('/api/stocks/profile/GLD')).body)).toMatchObject({
      expenseRatioPct: 0.4,
      topHoldings: [],
    });
    expect(StockProfileSchema.parse((await get('/api/stocks/profile/AAPL')).body)).toMatchObject({
      type: 'stock',
      expenseRatioPct: null,
      topHoldings: [],
    });
  });

  it('types the holdings of a portfolio: an ETF bought is an etf position, a stock a stock', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const trader = await buildTrader(t.deps.db.db);
    for (const symbol of ['SPY', 'KO']) {
      const res = await placeTrade(t.app, trader, { symbol, action: 'buy', shares: 2 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const portfolio = await getJson(t.app, trader, '/api/portfolio');
    const typeOf = (symbol: string) =>
      portfolio.positions.find((p: { symbol: string }) => p.symbol === symbol)?.type as string;
    expect([typeOf('SPY'), typeOf('KO')]).toEqual(['etf', 'stock']);
    const positions = await getJson(t.app, trader, '/api/positions');
    expect(positions.map((p: { type: string }) => p.type).sort()).toEqual(['etf', 'stock']);
  });
});
