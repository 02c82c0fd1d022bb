import { WATCHLIST_MAX, WATCHLIST_MESSAGES } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Pick<Trader, 'cookie'> | null, payload?: object) =>
  t!.app.inject({ method, url, ...(payload ? { payload } : {}), ...(who ? { headers: { cookie: who.cookie } } : {}) });

async function start() {
  t = await createTestApp();
  const ada = await buildTrader(t.deps.db.db, { username: 'ada_student' });
  const bob = await buildTrader(t.deps.db.db, { username: 'bob_student' });
  return { ada, bob };
}

describe('watchlist', () => {
  it('adds, lists in the order added, ignores a repeat, removes, and keeps each player’s own', async () => {
    const { ada, bob } = await start();
    expect((await call('GET', '/api/watchlist', ada)).json()).toEqual({ symbols: [] });
    expect((await call('POST', '/api/watchlist', ada, { symbol: 'nvda' })).json()).toEqual({ symbols: ['NVDA'] });
    t!.clock.advance(1000);
    const added = await call('POST', '/api/watchlist', ada, { symbol: 'AAPL' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ symbols: ['NVDA', 'AAPL'] });
    expect((await call('POST', '/api/watchlist', ada, { symbol: 'NVDA' })).json()).toEqual({
      symbols: ['NVDA', 'AAPL'],
    });
    expect((await call('GET', '/api/watchlist', bob)).json()).toEqual({ symbols: [] });
    const removed = await call('DELETE', '/api/watchlist/NVDA', ada);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ symbols: ['AAPL'] });
    expect((await call('DELETE', '/api/watchlist/NVDA', ada)).json()).toEqual({ symbols: ['AAPL'] });
    expect((await call('GET', '/api/watchlist', ada)).json()).toEqual({ symbols: ['AAPL'] });
  });

  it('refuses an unknown symbol with 404 and a malformed one with 400, storing nothing', async () => {
    const { ada } = await start();
    const unknown = await call('POST', '/api/watchlist', ada, { symbol: 'NVID' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Unknown symbol: NVID',
      message: 'Unknown symbol: NVID',
      code: 'MARKET_UNKNOWN_SYMBOL',
    });
    const malformed = await call('POST', '/api/watchlist', ada, { symbol: '$$$' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('REQUEST_INVALID');
    expect((await call('GET', '/api/watchlist', ada)).json()).toEqual({ symbols: [] });
  });

  it(`holds at most ${WATCHLIST_MAX} symbols: the next is refused with 409 WATCHLIST_FULL`, async () => {
    const { ada } = await start();
    const symbols = UNIVERSE.map((u) => u.symbol);
    for (const symbol of symbols.slice(0, WATCHLIST_MAX)) {
      expect((await call('POST', '/api/watchlist', ada, { symbol })).statusCode).toBe(200);
    }
    const full = await call('POST', '/api/watchlist', ada, { symbol: symbols[WATCHLIST_MAX]! });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: WATCHLIST_MESSAGES.full,
      message: WATCHLIST_MESSAGES.full,
      code: 'WATCHLIST_FULL',
    });
    // One already watched is still fine to add again (nothing changes).
    expect((await call('POST', '/api/watchlist', ada, { symbol: symbols[0]! })).statusCode).toBe(200);
    expect((await call('GET', '/api/watchlist', ada)).json().symbols).toHaveLength(WATCHLIST_MAX);
  });

  it('needs a session on every route', async () => {
    await start();
    for (const res of [
      await call('GET', '/api/watchlist', null),
      await call('POST', '/api/watchlist', null, { symbol: 'AAPL' }),
      await call('DELETE', '/api/watchlist/AAPL', null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });
});

describe('GET /api/stocks/profile/:symbol', () => {
  it('gives the screener’s figures of the stock, its sector’s description, its key figures, and its news', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const res = await call('GET', '/api/stocks/profile/aapl', null);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = (await call('GET', '/api/stocks/screener', null))
      .json()
      .stocks.find((s: { symbol: string }) => s.symbol === 'AAPL');
    const {
      news,
      description,
      fundamentals,
      marketCap,
      peRatio,
      dividendYield,
      expenseRatioPct,
      topHoldings,
      ...figures
    } = body;
    expect(figures).toEqual(row);
    // A company is no fund: no expense ratio, no holdings.
    expect({ expenseRatioPct, topHoldings }).toEqual({ expenseRatioPct: null, topHoldings: [] });
    expect(figures).toMatchObject({ symbol: 'AAPL', name: 'Apple Inc.', sector: 'Information Technology', beta: 1.2 });
    expect(description).toMatch(/software|chips/);
    expect(fundamentals.asOf).toBe('2025-12-31');
    for (const figure of [marketCap, peRatio, dividendYield]) expect(figure).toBeGreaterThan(0);
    for (const n of news) expect(n.tickers).toContain('AAPL');
  });

  it('answers 404 MARKET_UNKNOWN_SYMBOL for a symbol outside the universe', async () => {
    t = await createTestApp();
    const res = await call('GET', '/api/stocks/profile/NVID', null);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MARKET_UNKNOWN_SYMBOL');
  });
});
