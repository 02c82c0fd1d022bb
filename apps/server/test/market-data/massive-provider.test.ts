import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/adapters/market-data/providers/market-data-provider.ts';
import { createMassiveProvider } from '../../src/adapters/market-data/providers/massive/massive-provider.ts';
import { recordedFetch } from './recorded-fetch.ts';

const provider = (routes: Parameters<typeof recordedFetch>[0]) => {
  const rec = recordedFetch(routes);
  return { rec, massive: createMassiveProvider({ apiKey: 'test-key', fetchJson: rec.fetchJson }) };
};

describe('Massive adapter on recorded responses', () => {
  it('parses a ticker snapshot into a quote: last trade price, previous close, nanosecond timestamp', async () => {
    const { rec, massive } = provider([[/\/v2\/snapshot\/.*tickers=AAPL/, { file: 'massive/snapshot-tickers.json' }]]);
    const q = (await massive.quotes(['AAPL'])).get('AAPL');
    expect(q).toEqual({
      symbol: 'AAPL',
      priceCents: 12047,
      previousCloseCents: 11949,
      openCents: 11962,
      highCents: 12053,
      lowCents: 11881,
      volume: 28727868,
      timestamp: 1605195918306,
      source: 'massive',
      delayed: true,
    });
    expect(rec.calls[0]!.headers).toEqual({ Authorization: 'Bearer test-key' });
    expect(rec.calls[0]!.url).not.toContain('test-key');
  });

  it('parses daily aggregates into candles, oldest first', async () => {
    const { rec, massive } = provider([
      [/\/v2\/aggs\/ticker\/AAPL\/range\/1\/day\//, { file: 'massive/aggs-day.json' }],
    ]);
    const candles = await massive.candles('AAPL', '1D', 1577941200000, 1578027600000);
    expect(candles).toEqual([
      { time: 1577941200000, openCents: 7406, highCents: 7515, lowCents: 7380, closeCents: 7509, volume: 135647456 },
      { time: 1578027600000, openCents: 7429, highCents: 7515, lowCents: 7413, closeCents: 7436, volume: 146535512 },
    ]);
    expect(rec.calls[0]!.url).toContain('/range/1/day/1577941200000/1578027600000?adjusted=true&sort=asc');
  });

  it('asks for 5-minute and weekly aggregates with the right span', async () => {
    const { rec, massive } = provider([[/\/v2\/aggs\//, { file: 'massive/aggs-day.json' }]]);
    await massive.candles('AAPL', '5M', 1, 2);
    await massive.candles('AAPL', '1W', 1, 2);
    expect(rec.calls.map((c) => c.url.match(/range\/(\d+\/\w+)\//)![1])).toEqual(['5/minute', '1/week']);
  });

  it('maps news insights to the spec’s sentiment and keywords to categories', async () => {
    const { massive } = provider([[/\/v2\/reference\/news/, { file: 'massive/news.json' }]]);
    const [item] = await massive.news!();
    expect(item).toMatchObject({
      title: 'Markets are underestimating Fed cuts: UBS By Investing.com - Investing.com UK',
      source: 'Investing.com',
      url: 'https://uk.investing.com/news/stock-market-news/markets-are-underestimating-fed-cuts-ubs-3559968',
      sentiment: 'Positive',
      publishedAt: Date.parse('2024-06-24T18:33:53Z'),
      tickers: ['UBS'],
      simulated: false,
    });
    expect(item!.categories).toContain('economic');
    expect(item!.categories).toContain('markets');
  });

  it('classifies the 429, 403 NOT_AUTHORIZED and 401 answers', async () => {
    const cases: [number, string, string][] = [
      [429, 'massive/error-rate-limit-429.json', 'rate-limited'],
      [403, 'massive/error-not-authorized-403.json', 'not-entitled'],
      [401, 'massive/error-unknown-key-401.json', 'auth'],
    ];
    for (const [status, file, kind] of cases) {
      const { massive } = provider([[/./, { status, file }]]);
      const err = await massive.quotes(['AAPL']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).kind).toBe(kind);
    }
  });

  it('rejects a payload that is not in the documented shape', async () => {
    const { massive } = provider([[/./, { file: 'alphavantage/daily.json' }]]);
    await expect(massive.candles('AAPL', '1D', 1, 2)).rejects.toMatchObject({ kind: 'invalid' });
  });
});
