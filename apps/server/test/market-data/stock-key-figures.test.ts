import { afterEach, describe, expect, it } from 'vitest';
import { REFERENCE_FUNDAMENTALS } from '../../src/adapters/market-data/simulated/reference-fundamentals.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const profileOf = async (symbol: string) => {
  const res = await t!.app.inject({ method: 'GET', url: `/api/stocks/profile/${symbol}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('the reference fundamentals data file', () => {
  it('covers exactly the universe, with positive share counts and dividends that are not negative', () => {
    expect(Object.keys(REFERENCE_FUNDAMENTALS).sort()).toEqual(UNIVERSE.map((u) => u.symbol).sort());
    for (const [shares, eps, dividend] of Object.values(REFERENCE_FUNDAMENTALS)) {
      expect(shares).toBeGreaterThan(0);
      expect(Number.isFinite(eps)).toBe(true);
      expect(dividend).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('stock page key figures from the reference fundamentals, at the server’s own price', () => {
  it('gives market cap = price × shares, P/E = price / EPS and dividend yield = dividend / price, dated', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const aapl = await profileOf('AAPL');
    expect(aapl.fundamentals).toEqual({
      sharesOutstanding: 14_800_000_000,
      eps: 7.46,
      annualDividend: 1.04,
      asOf: '2025-12-31',
    });
    expect(aapl.marketCap).toBe(Math.round(aapl.price * 14_800_000_000));
    expect(aapl.peRatio).toBe(round2(aapl.price / 7.46));
    expect(aapl.dividendYield).toBe(round2((1.04 / aapl.price) * 100));
    // The same price the quote serves at this instant.
    const quote = (await t.app.inject({ method: 'GET', url: '/api/stocks/quote/AAPL' })).json();
    expect(quote.price).toBe(aapl.price);
  });

  it('follows the price as the market moves', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const before = await profileOf('MSFT');
    t.clock.advance(3 * 3_600_000);
    const after = await profileOf('MSFT');
    expect(after.price).not.toBe(before.price);
    expect(after.marketCap).toBe(Math.round(after.price * 7_430_000_000));
    expect(after.peRatio).toBe(round2(after.price / 14.06));
  });

  it('shows no P/E for a company with a loss, and a 0 % yield for one without a dividend', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const ba = await profileOf('BA');
    expect(ba.fundamentals.eps).toBeLessThan(0);
    expect(ba.peRatio).toBeNull();
    expect(ba.dividendYield).toBe(0);
    expect(ba.marketCap).toBeGreaterThan(0);
  });
});
