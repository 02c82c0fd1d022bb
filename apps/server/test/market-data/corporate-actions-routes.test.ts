import { addDays } from '@tradearena/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

const NOW = '2026-11-18T15:00:00Z';
const TODAY = '2026-11-18';

describe('GET /api/stocks/:symbol/corporate-actions', () => {
  it('lists KO’s dividends of the past and next 12 months with their dates and amount', async () => {
    t = await createTestApp({ now: NOW });
    const { status, body } = await get('/api/stocks/ko/corporate-actions');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['dividends', 'splits']);
    expect(body.dividends.length).toBeGreaterThanOrEqual(7);
    for (const d of body.dividends) {
      expect(Object.keys(d).sort()).toEqual(['amount', 'declaredDate', 'exDate', 'payDate']);
      expect(d.amount).toBe(0.51);
      expect(d.exDate >= addDays(TODAY, -365) && d.exDate <= addDays(TODAY, 365)).toBe(true);
    }
    expect(body.dividends.map((d: { payDate: string }) => d.payDate)).toContain('2027-04-01');
    expect(body.dividends.some((d: { exDate: string }) => d.exDate < TODAY)).toBe(true);
    expect(body.splits).toEqual([]);
  });

  it('answers the same lists as the market-wide call, a split with its ratio as "N-for-1"', async () => {
    t = await createTestApp({ now: NOW });
    const market = await get(`/api/market/corporate-actions?from=${addDays(TODAY, -365)}&to=${TODAY}`);
    const ahead = await get(`/api/market/corporate-actions?from=${TODAY}&to=${addDays(TODAY, 365)}`);
    const splits = [...market.body.splits, ...ahead.body.splits];
    expect(splits.length).toBeGreaterThan(0);
    const split = splits[0];
    expect(split.ratio).toMatch(/^\d+-for-1$/);
    const stock = await get(`/api/stocks/${split.symbol}/corporate-actions`);
    expect(stock.body.splits).toContainEqual({ date: split.date, ratio: split.ratio });
  });

  it('is a 404 with the error body for a symbol outside the universe, a 200 with empty lists for a non-payer', async () => {
    t = await createTestApp({ now: NOW });
    const unknown = await get('/api/stocks/ZZZZ/corporate-actions');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: 'Unknown symbol: ZZZZ',
      message: 'Unknown symbol: ZZZZ',
      code: 'MARKET_UNKNOWN_SYMBOL',
    });
    const amazon = await get('/api/stocks/AMZN/corporate-actions');
    expect(amazon).toEqual({ status: 200, body: { dividends: [], splits: [] } });
  });
});

describe('GET /api/market/corporate-actions', () => {
  it('lists every symbol’s dividends (ex-date in the range) and splits, each with its symbol, in date order', async () => {
    t = await createTestApp({ now: NOW });
    const { status, body } = await get('/api/market/corporate-actions?from=2027-03-01&to=2027-03-31');
    expect(status).toBe(200);
    expect(body.dividends.length).toBeGreaterThan(20);
    const exDates = body.dividends.map((d: { exDate: string }) => d.exDate);
    expect(exDates).toEqual([...exDates].sort());
    expect(exDates.every((d: string) => d >= '2027-03-01' && d <= '2027-03-31')).toBe(true);
    expect(body.dividends).toContainEqual(
      expect.objectContaining({ symbol: 'KO', payDate: '2027-04-01', amount: 0.51 }),
    );
  });

  it('defaults to the next 12 months and accepts a year’s span of 366 days', async () => {
    t = await createTestApp({ now: NOW });
    const { status, body } = await get('/api/market/corporate-actions');
    expect(status).toBe(200);
    expect(body.dividends[0].exDate >= TODAY).toBe(true);
    expect(body.dividends.at(-1).exDate <= addDays(TODAY, 365)).toBe(true);
    expect((await get('/api/market/corporate-actions?from=2028-01-01&to=2029-01-01')).status).toBe(200);
  });

  it('is a 400 with the error body for a bad date, from after to or a span over 366 days', async () => {
    t = await createTestApp({ now: NOW });
    for (const query of [
      'from=2027-02-30&to=2027-03-01',
      'from=2027-1-01&to=2027-03-01',
      'from=yesterday&to=2027-03-01',
      'from=2027-03-01&to=2027-02-01',
      'from=2027-01-01&to=2028-01-03',
      'from=1999-12-31&to=2000-01-31',
      'to=2026-01-01',
    ]) {
      const { status, body } = await get(`/api/market/corporate-actions?${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('MARKET_BAD_DATE_RANGE');
      expect(body.error).toBe(body.message);
    }
  });
});
