import { ScreenerResponseSchema, type ScreenerStock } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { providerChain } from './provider-chain.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

async function screener(): Promise<ScreenerStock[]> {
  const { status, body } = await get('/api/stocks/screener');
  expect(status).toBe(200);
  return ScreenerResponseSchema.parse(body).stocks;
}

const row = (stocks: ScreenerStock[], symbol: string) => stocks.find((s) => s.symbol === symbol)!;

describe('GET /api/stocks/screener (simulated market)', () => {
  it('lists every symbol of the universe once, with its name and sector, cacheable for 30 s', async () => {
    t = await createTestApp();
    const { headers } = await get('/api/stocks/screener');
    expect(headers['cache-control']).toBe('public, max-age=30');
    const stocks = await screener();
    expect(stocks.map((s) => s.symbol).sort()).toEqual(UNIVERSE.map((u) => u.symbol).sort());
    expect(row(stocks, 'AAPL')).toMatchObject({ name: 'Apple Inc.', sector: 'Information Technology' });
    expect(row(stocks, 'JPM').sector).toBe('Financials');
    expect(row(stocks, 'SPY').sector).toBe('ETF');
    expect(new Set(stocks.map((s) => s.sector)).size).toBe(12);
  });

  it('gives each stock the beta of the universe', async () => {
    t = await createTestApp();
    const stocks = await screener();
    for (const u of UNIVERSE) expect(row(stocks, u.symbol).beta).toBe(u.beta);
    expect(row(stocks, 'NVDA').beta).toBe(1.8);
    expect(row(stocks, 'VZ').beta).toBe(0.45);
  });

  it('prices each row like the quote endpoint, with the day change and volume', async () => {
    t = await createTestApp();
    const stocks = await screener();
    for (const symbol of ['AAPL', 'BRK.B', 'KO']) {
      const quote = (await get(`/api/stocks/quote/${symbol}`)).body;
      expect(row(stocks, symbol)).toMatchObject({
        price: quote.price,
        change: quote.change,
        changePercent: quote.changePercent,
        volume: quote.volume,
      });
    }
  });

  it('gives a 52-week range that holds the price and every daily close of the chart', async () => {
    t = await createTestApp();
    const stocks = await screener();
    for (const s of stocks) {
      expect(s.week52Low).not.toBeNull();
      expect(s.week52Low!).toBeLessThanOrEqual(s.price);
      expect(s.week52High!).toBeGreaterThanOrEqual(s.price);
      expect(s.week52Low!).toBeLessThan(s.week52High!);
    }
    const aapl = row(stocks, 'AAPL');
    const daily: { close: number }[] = (await get('/api/stocks/chart/AAPL/1D')).body;
    expect(daily.length).toBeGreaterThan(100);
    for (const bar of daily) {
      expect(bar.close).toBeGreaterThanOrEqual(aapl.week52Low!);
      expect(bar.close).toBeLessThanOrEqual(aapl.week52High!);
    }
  });

  it('widens the 52-week range with the session’s own moves, so a later price stays inside it', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const morning = row(await screener(), 'TSLA');
    t.clock.set(new Date('2026-11-18T20:00:00Z'));
    const afternoon = row(await screener(), 'TSLA');
    expect(afternoon.week52Low).toBeLessThanOrEqual(morning.week52Low!);
    expect(afternoon.week52High).toBeGreaterThanOrEqual(morning.week52High!);
    expect(afternoon.price).toBeGreaterThanOrEqual(afternoon.week52Low!);
    expect(afternoon.price).toBeLessThanOrEqual(afternoon.week52High!);
  });
});

describe('screener figures from a real provider', () => {
  const chain = () =>
    providerChain({ now: '2020-01-06T15:00:00Z', routes: [[/\/v2\/aggs\//, { file: 'massive/aggs-day.json' }]] });

  it('says nothing it does not know: no beta, no 52-week range before any history, and no vendor call', async () => {
    const { md, rec } = chain();
    const profiles = await md.profiles();
    expect(profiles).toHaveLength(UNIVERSE.length);
    expect(profiles.find((p) => p.symbol === 'AAPL')).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      type: 'stock',
      sector: 'Information Technology',
      description: UNIVERSE.find((s) => s.symbol === 'AAPL')?.description,
      beta: null,
      yearLowCents: null,
      yearHighCents: null,
      fundamentals: null,
      expenseRatio: null,
      holdings: [],
    });
    expect(rec.calls).toHaveLength(0);
  });

  it('takes the 52-week range from the weekly history the vendor already served', async () => {
    const { md, rec } = chain();
    await md.candles('AAPL', '1W');
    const aapl = (await md.profiles()).find((p) => p.symbol === 'AAPL');
    expect(aapl).toMatchObject({ yearLowCents: 7380, yearHighCents: 7515, beta: null });
    expect(rec.calls).toHaveLength(1);
  });
});
