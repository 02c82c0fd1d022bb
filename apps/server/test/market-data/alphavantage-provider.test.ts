import { describe, expect, it } from 'vitest';
import { createAlphaVantageProvider } from '../../src/adapters/market-data/providers/alphavantage/alphavantage-provider.ts';
import { recordedFetch } from './recorded-fetch.ts';

const provider = (routes: Parameters<typeof recordedFetch>[0]) => {
  const rec = recordedFetch(routes);
  return { rec, av: createAlphaVantageProvider({ apiKey: 'av-key', fetchJson: rec.fetchJson }) };
};

describe('Alpha Vantage adapter on recorded responses', () => {
  it('parses GLOBAL_QUOTE strings into a quote in cents', async () => {
    const { rec, av } = provider([[/function=GLOBAL_QUOTE/, { file: 'alphavantage/global-quote.json' }]]);
    expect((await av.quotes(['AZN.LON'])).get('AZN.LON')).toEqual({
      symbol: 'AZN.LON',
      priceCents: 1044200,
      previousCloseCents: 1045400,
      openCents: 1052800,
      highCents: 1055400,
      lowCents: 1042000,
      volume: 1920774,
      timestamp: Date.parse('2022-06-01T20:00:00Z'),
      source: 'alphavantage',
      delayed: true,
    });
    expect(rec.calls[0]!.url).toContain('function=GLOBAL_QUOTE&symbol=AZN.LON&apikey=av-key');
  });

  it('leaves out a symbol answered with an empty Global Quote', async () => {
    const { av } = provider([[/GLOBAL_QUOTE/, { file: 'alphavantage/global-quote-unknown.json' }]]);
    expect((await av.quotes(['NOPE'])).size).toBe(0);
  });

  it('reads intraday bars as US/Eastern wall times, oldest first', async () => {
    const { av } = provider([[/TIME_SERIES_INTRADAY/, { file: 'alphavantage/intraday-5min.json' }]]);
    const candles = await av.candles('IBM', '5M', 0, Date.parse('2030-01-01'));
    expect(candles.map((c) => new Date(c.time).toISOString())).toEqual([
      '2024-08-02T23:40:00.000Z',
      '2024-08-02T23:55:00.000Z',
    ]);
    expect(candles[1]).toMatchObject({ openCents: 18835, highCents: 18836, volume: 60 });
  });

  it('reads daily and weekly series and keeps only the asked range', async () => {
    const { av } = provider([
      [/TIME_SERIES_DAILY/, { file: 'alphavantage/daily.json' }],
      [/TIME_SERIES_WEEKLY/, { file: 'alphavantage/weekly.json' }],
    ]);
    expect((await av.candles('IBM', '1D', 0, Date.parse('2030-01-01'))).map((c) => c.closeCents)).toEqual([
      14119, 14112,
    ]);
    const weekly = await av.candles('IBM', '1W', Date.parse('2024-08-10'), Date.parse('2030-01-01'));
    expect(weekly.map((c) => c.closeCents)).toEqual([19378, 19596]);
  });

  it('keeps only our universe from TOP_GAINERS_LOSERS', async () => {
    const { av } = provider([[/TOP_GAINERS_LOSERS/, { file: 'alphavantage/top-gainers-losers.json' }]]);
    const movers = await av.movers!(new Set(['NVDA', 'AAPL']), 20);
    expect(movers.gainers.map((g) => [g.symbol, g.priceCents, g.previousCloseCents])).toEqual([['NVDA', 41117, 39907]]);
    expect(movers.losers).toEqual([]);
  });

  it('maps NEWS_SENTIMENT: Somewhat-Bearish becomes Negative, topics become categories', async () => {
    const { av } = provider([[/NEWS_SENTIMENT/, { file: 'alphavantage/news-sentiment.json' }]]);
    const [item] = await av.news!();
    expect(item).toMatchObject({
      title: 'Why Is Apple Stock Sliding Tuesday? - Apple  ( NASDAQ:AAPL ) ',
      source: 'Benzinga',
      sentiment: 'Negative',
      publishedAt: Date.parse('2024-01-02T15:40:32Z'),
      tickers: ['AAPL', 'BCS'],
      simulated: false,
    });
    expect(item!.categories).toEqual(expect.arrayContaining(['earnings', 'technology', 'markets']));
    expect(await av.news!('economic')).toEqual([]);
  });

  it('turns the HTTP-200 Information and Note answers into rate-limit errors and Error Message into invalid', async () => {
    for (const [file, kind] of [
      ['alphavantage/rate-limit.json', 'rate-limited'],
      ['alphavantage/note-per-minute.json', 'rate-limited'],
      ['alphavantage/error-message.json', 'invalid'],
    ] as const) {
      const { av } = provider([[/./, { file }]]);
      await expect(av.candles('IBM', '1D', 0, 1)).rejects.toMatchObject({ provider: 'alphavantage', kind });
    }
  });
});
