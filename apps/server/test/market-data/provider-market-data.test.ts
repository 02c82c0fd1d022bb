import { describe, expect, it } from 'vitest';
import type { LivePrices } from '../../src/adapters/market-data/providers/provider-market-data.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { providerChain as chain } from './provider-chain.ts';

describe('provider chain: cache, rate limit, stale fallback, simulator', () => {
  it('serves the vendor’s quote with our name and caches it', async () => {
    const { md, rec } = chain({ routes: [[/snapshot/, { file: 'massive/snapshot-tickers.json' }]] });
    const q = await md.quote('AAPL');
    expect(q).toMatchObject({ symbol: 'AAPL', name: 'Apple Inc.', priceCents: 12047, source: 'massive', stale: false });
    await md.quote('AAPL');
    expect(rec.calls).toHaveLength(1);
  });

  it('serves the last good value marked stale when the vendor fails', async () => {
    let fail = false;
    const { md } = chain({
      routes: [
        [
          /snapshot/,
          {
            get status() {
              return fail ? 429 : 200;
            },
            get file() {
              return fail ? 'massive/error-rate-limit-429.json' : 'massive/snapshot-tickers.json';
            },
          },
        ],
      ],
    });
    await md.quote('AAPL');
    fail = true;
    const realNow = Date.now;
    Date.now = () => realNow() + 60_000;
    try {
      expect(await md.quote('AAPL')).toMatchObject({ priceCents: 12047, source: 'massive', stale: true });
    } finally {
      Date.now = realNow;
    }
  });

  it('falls back to the simulator when there is no good value yet', async () => {
    const { md, simulated } = chain({
      routes: [[/./, { status: 403, file: 'massive/error-not-authorized-403.json' }]],
    });
    // The simulator's price, marked stale: shown, never traded at.
    expect(await md.quote('MSFT')).toEqual({ ...(await simulated.quote('MSFT')), stale: true });
  });

  it('holds the vendor to the per-provider rate limit and answers from the simulator beyond it', async () => {
    const { md, rec } = chain({ callsPerMinute: 1, routes: [[/snapshot/, { file: 'massive/snapshot-tickers.json' }]] });
    await md.quote('AAPL');
    const msft = await md.quote('MSFT');
    expect(rec.calls).toHaveLength(1);
    expect(msft).toMatchObject({ source: 'simulated', stale: true });
  });

  it('keeps the last good value tradable (not stale) while only its own call budget is used up', async () => {
    const { md, rec } = chain({ callsPerMinute: 1, routes: [[/snapshot/, { file: 'massive/snapshot-tickers.json' }]] });
    await md.quote('AAPL');
    const realNow = Date.now;
    Date.now = () => realNow() + 30_000; // past the quote cache, within the same minute's budget
    try {
      expect(await md.quote('AAPL')).toMatchObject({ priceCents: 12047, source: 'massive', stale: false });
      expect(rec.calls).toHaveLength(1);
    } finally {
      Date.now = realNow;
    }
  });

  it('knows only the universe and does not call the vendor for other symbols', async () => {
    const { md, rec } = chain({ routes: [] });
    expect(await md.quote('ZZZZ')).toBeNull();
    expect(await md.isKnownSymbol('ZZZZ')).toBe(false);
    expect(rec.calls).toHaveLength(0);
  });

  it('takes news from Alpha Vantage when its key is set', async () => {
    const { md } = chain({ av: true, routes: [[/NEWS_SENTIMENT/, { file: 'alphavantage/news-sentiment.json' }]] });
    const news = await md.news();
    expect(news[0]).toMatchObject({ source: 'Benzinga', simulated: false });
  });

  it('moves the cached quote with trades from the live stream and forwards tracked symbols', async () => {
    let onTrade: (s: string, p: number, t: number) => void = () => {};
    const tracked: string[][] = [];
    const live: LivePrices = { track: (s) => tracked.push([...s]), onTrade: (h) => (onTrade = h) };
    const { md } = chain({ live, routes: [[/snapshot/, { file: 'massive/snapshot-tickers.json' }]] });
    await md.quote('AAPL');
    md.track(new Set(['AAPL']));
    onTrade('AAPL', 121.5, 1_700_000_000_000);
    expect(await md.quote('AAPL')).toMatchObject({ priceCents: 12150, highCents: 12150, timestamp: 1_700_000_000_000 });
    expect(tracked).toEqual([['AAPL']]);
  });

  it('serves a vendor quote over HTTP without ever exposing the key', async () => {
    const { md } = chain({ routes: [[/snapshot/, { file: 'massive/snapshot-tickers.json' }]] });
    const t = await createTestApp({ deps: { marketData: md, marketFeed: md } });
    try {
      const res = await t.app.inject({ url: '/api/stocks/quote/AAPL' });
      expect(res.json()).toMatchObject({
        symbol: 'AAPL',
        price: 120.47,
        previousClose: 119.49,
        source: 'massive',
        delayed: true,
      });
      expect(res.body).not.toContain('Bearer');
    } finally {
      await t.close();
    }
  });
});

describe('ETFs through a real provider (docs/decisions/027-etfs-baskets-and-expense-ratios.md)', () => {
  it('types the vendor’s ETF quotes from the universe (the snapshot does not say) and keeps the fund facts', async () => {
    const { md, rec } = chain({ routes: [[/snapshot/, { file: 'massive/snapshot-etfs.json' }]] });
    const quotes = await md.quotes(['SPY', 'XLK']);
    expect(quotes.get('SPY')).toMatchObject({ symbol: 'SPY', type: 'etf', source: 'massive', stale: false });
    expect(quotes.get('XLK')).toMatchObject({ symbol: 'XLK', type: 'etf', source: 'massive', stale: false });
    expect(rec.calls).toHaveLength(1);
    const xlk = (await md.profiles()).find((p) => p.symbol === 'XLK')!;
    expect(xlk).toMatchObject({ type: 'etf', expenseRatio: 0.0008 });
    expect(xlk.holdings[0]).toMatchObject({ symbol: 'NVDA' });
    expect((await md.searchSymbols('XL', 20, 'etf')).map((s) => s.symbol)).toContain('XLK');
    expect(await md.searchSymbols('XL', 20, 'stock')).toEqual([]);
  });
});
