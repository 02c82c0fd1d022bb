import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('GET /api/market/status', () => {
  it('reports an open regular session with ISO UTC instants', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const { status, body } = await get('/api/market/status');
    expect(status).toBe(200);
    expect(body).toEqual({
      isOpen: true,
      session: 'regular',
      opensAt: '2026-11-18T14:30:00.000Z',
      closesAt: '2026-11-18T21:00:00.000Z',
      nextOpenAt: '2026-11-19T14:30:00.000Z',
    });
  });

  it('says why it is closed on Thanksgiving', async () => {
    t = await createTestApp({ now: '2026-11-26T15:00:00Z' });
    expect((await get('/api/market/status')).body).toMatchObject({
      isOpen: false,
      session: 'closed',
      reason: 'Thanksgiving Day',
      nextOpenAt: '2026-11-27T14:30:00.000Z',
    });
  });

  it('gives the 13:00 New York close of an early-close day from the NYSE calendar, also after the close', async () => {
    t = await createTestApp({ now: '2026-11-27T19:00:00Z' }); // the day after Thanksgiving, 14:00 New York
    expect((await get('/api/market/status')).body).toEqual({
      isOpen: false,
      session: 'closed',
      opensAt: '2026-11-27T14:30:00.000Z',
      closesAt: '2026-11-27T18:00:00.000Z',
      nextOpenAt: '2026-11-30T14:30:00.000Z',
      reason: 'After the close',
    });
    await t.close();
    t = await createTestApp({ now: '2026-12-24T17:00:00Z' }); // Christmas Eve, 12:00 New York
    expect((await get('/api/market/status')).body).toMatchObject({
      isOpen: true,
      session: 'early-close',
      closesAt: '2026-12-24T18:00:00.000Z',
      nextOpenAt: '2026-12-28T14:30:00.000Z',
    });
  });

  it('is open on a Saturday with MARKET_HOURS=always', async () => {
    t = await createTestApp({ now: '2026-11-21T15:00:00Z', env: { MARKET_HOURS: 'always' } });
    expect((await get('/api/market/status')).body.isOpen).toBe(true);
  });
});

describe('GET /api/market/calendar', () => {
  it('lists the holidays and early closes of a year', async () => {
    t = await createTestApp();
    const { status, body } = await get('/api/market/calendar?year=2025');
    expect(status).toBe(200);
    expect(body.year).toBe(2025);
    expect(body.days).toContainEqual({
      date: '2025-01-09',
      name: 'National Day of Mourning for President Jimmy Carter',
      type: 'full',
    });
    expect(body.days).toContainEqual({
      date: '2025-11-28',
      name: 'Day after Thanksgiving',
      type: 'early',
      closeTime: '13:00',
    });
  });

  it('answers any year from 2000 to 2100 and defaults to the current year', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    expect((await get('/api/market/calendar?year=2100')).status).toBe(200);
    expect((await get('/api/market/calendar')).body.year).toBe(2026);
  });

  it('rejects a bad year with 400', async () => {
    t = await createTestApp();
    for (const year of ['1999', '2101', 'abc', '20.5']) {
      const { status, body } = await get(`/api/market/calendar?year=${year}`);
      expect(status).toBe(400);
      expect(body.code).toBe('MARKET_BAD_YEAR');
    }
  });
});

describe('GET /api/stocks/search', () => {
  it('returns up to 10 matches by symbol prefix or name', async () => {
    t = await createTestApp();
    const bySymbol = await get('/api/stocks/search?q=a');
    expect(bySymbol.body.length).toBeLessThanOrEqual(10);
    expect(bySymbol.body[0]).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      sector: 'Information Technology',
      type: 'stock',
    });
    const byName = await get('/api/stocks/search?q=tesla');
    expect(byName.body.map((s: { symbol: string }) => s.symbol)).toEqual(['TSLA']);
  });
});

describe('GET /api/stocks/quote/:symbol', () => {
  it('returns the spec’s quote fields in dollars while the market is open', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const { status, body, headers } = await get('/api/stocks/quote/aapl');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      marketState: 'open',
      source: 'simulated',
      delayed: false,
    });
    expect(body.change).toBeCloseTo(body.price - body.previousClose, 2);
    expect(body.changePercent).toBeCloseTo((body.change / body.previousClose) * 100, 1);
    expect(body.high).toBeGreaterThanOrEqual(body.price);
    expect(body.timestamp).toBe('2026-11-18T15:00:00.000Z');
    expect(headers['cache-control']).toBe('public, max-age=5');
  });

  it('is closed at the weekend and shows the Friday close', async () => {
    t = await createTestApp({ now: '2026-11-21T15:00:00Z' });
    const { body } = await get('/api/stocks/quote/MSFT');
    expect(body.marketState).toBe('closed');
    expect(body.timestamp).toBe('2026-11-20T21:00:00.000Z');
  });

  it('answers 404 "Unknown symbol: X" for a symbol outside the universe', async () => {
    t = await createTestApp();
    const { status, body } = await get('/api/stocks/quote/ZZZZ');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: 'Unknown symbol: ZZZZ',
      message: 'Unknown symbol: ZZZZ',
      code: 'MARKET_UNKNOWN_SYMBOL',
    });
  });

  it('answers 400 for a malformed symbol', async () => {
    t = await createTestApp();
    expect((await get('/api/stocks/quote/%24%24')).status).toBe(400);
  });
});

describe('GET /api/stocks/chart/:symbol/:timeframe', () => {
  it('returns 5-minute candles of the session so far', async () => {
    t = await createTestApp({ now: '2026-11-18T15:00:00Z' });
    const { status, body } = await get('/api/stocks/chart/AAPL/5M');
    expect(status).toBe(200);
    expect(body).toHaveLength(6);
    expect(Object.keys(body[0]).sort()).toEqual(['close', 'high', 'low', 'open', 'time', 'volume']);
    expect(body[0].time).toBe('2026-11-18T14:30:00.000Z');
  });

  it('returns the last full session when closed, six months of days and two years of weeks', async () => {
    t = await createTestApp({ now: '2026-11-21T15:00:00Z' });
    expect((await get('/api/stocks/chart/AAPL/5M')).body).toHaveLength(78);
    expect((await get('/api/stocks/chart/AAPL/1D')).body.length).toBeGreaterThan(120);
    expect((await get('/api/stocks/chart/AAPL/1W')).body.length).toBeGreaterThan(100);
  });

  it('rejects another timeframe with 400 and an unknown symbol with 404', async () => {
    t = await createTestApp();
    const bad = await get('/api/stocks/chart/AAPL/1Y');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MARKET_BAD_TIMEFRAME');
    expect((await get('/api/stocks/chart/ZZZZ/1D')).status).toBe(404);
  });
});

describe('GET /api/trending', () => {
  it('returns 20 gainers and 20 losers with the trending fields', async () => {
    t = await createTestApp({ now: '2026-11-18T18:00:00Z' });
    const { body, headers } = await get('/api/trending');
    expect(body.gainers).toHaveLength(20);
    expect(body.losers).toHaveLength(20);
    expect(Object.keys(body.gainers[0]).sort()).toEqual([
      'change',
      'changePercent',
      'name',
      'price',
      'symbol',
      'volume',
    ]);
    expect(body.gainers[0].changePercent).toBeGreaterThanOrEqual(body.gainers[19].changePercent);
    expect(headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('news', () => {
  it('writes simulated stories from the market’s own moves, labelled as simulated', async () => {
    t = await createTestApp({ now: '2026-11-18T18:00:00Z' });
    const { body, headers } = await get('/api/news/market');
    expect(body.length).toBeGreaterThan(5);
    for (const n of body) {
      expect(n.simulated).toBe(true);
      expect(n.time_published).toMatch(/^\d{8}T\d{6}$/);
      expect(['Positive', 'Negative', 'Neutral']).toContain(n.sentiment);
    }
    expect(headers['cache-control']).toBe('public, max-age=900');
  });

  it('turns an earnings-day gap into an earnings story with the matching sentiment', async () => {
    t = await createTestApp({ now: '2026-10-29T18:00:00Z' }); // in the earnings season after the September quarter
    const earnings = (await get('/api/news/sector/earnings')).body;
    expect(earnings.length).toBeGreaterThan(0);
    for (const story of earnings) {
      const symbol = story.tickers[0];
      const quote = (await get(`/api/stocks/chart/${symbol}/1D`)).body as {
        time: string;
        open: number;
        close: number;
      }[];
      const day = `${story.time_published.slice(0, 4)}-${story.time_published.slice(4, 6)}-${story.time_published.slice(6, 8)}`;
      const i = quote.findIndex((c) => c.time.startsWith(day) || new Date(c.time).toISOString().slice(0, 10) === day);
      // A gap within ±0.3% reads as Neutral.
      const gap = quote[i]!.open / quote[i - 1]!.close - 1;
      expect(story.sentiment).toBe(gap > 0.003 ? 'Positive' : gap < -0.003 ? 'Negative' : 'Neutral');
    }
  });

  it('counts stories per category key and filters by key', async () => {
    t = await createTestApp({ now: '2026-11-18T18:00:00Z' });
    const counts = (await get('/api/news/categories')).body;
    expect(Object.keys(counts).sort()).toEqual(['earnings', 'economic', 'global', 'markets', 'sector', 'technology']);
    const markets = (await get('/api/news/sector/markets')).body;
    expect(markets.length).toBe(Math.min(counts.markets, 50));
    expect((await get('/api/news/sector/nonsense')).status).toBe(400);
  });

  it('publishes nothing from the future', async () => {
    t = await createTestApp({ now: '2026-11-18T18:00:00Z' });
    for (const n of (await get('/api/news/market')).body) {
      expect(n.time_published <= '20261118T180000').toBe(true);
    }
  });

  it('lists the economic calendar with FOMC decisions and impacts in the spec’s words', async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    const { body, headers } = await get('/api/news/economic-calendar');
    expect(body).toContainEqual({
      event: 'FOMC Interest Rate Decision',
      date: '2026-12-09',
      time: '14:00',
      impact: 'High Impact',
      schedule: 'official',
    });
    for (const e of body) expect(['High Impact', 'Medium Impact']).toContain(e.impact);
    const past = body.filter((e: { date: string }) => e.date < '2026-12-01');
    expect(past.every((e: { actual?: string; event: string }) => e.event.startsWith('FOMC') || e.actual)).toBe(true);
    expect(
      body.filter((e: { date: string }) => e.date > '2026-12-01').every((e: { actual?: string }) => !e.actual),
    ).toBe(true);
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });
});
