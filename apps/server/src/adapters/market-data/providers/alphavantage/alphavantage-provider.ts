import { newYorkInstant } from '@tradearena/domain';
import type { Candle, Timeframe } from '../../../../ports/market-data.ts';
import type { NewsCategory, NewsItem } from '../../../../ports/market-feed.ts';
import { type FetchJson, type MarketDataProvider, ProviderError, type ProviderQuote } from '../market-data-provider.ts';
import { categoriesOf } from '../news-categories.ts';
import { dividendAction, splitAction } from '../provider-corporate-actions.ts';
import {
  AvDividendsSchema,
  AvGlobalQuoteSchema,
  AvMessageSchema,
  AvNewsSchema,
  AvSeriesSchema,
  AvSplitsSchema,
  AvTopMoversSchema,
} from './alphavantage-schemas.ts';

export const ALPHAVANTAGE_BASE_URL = 'https://www.alphavantage.co/query';
const cents = (d: number) => Math.round(d * 100);

/** Alpha Vantage answers errors with HTTP 200: `Note`/`Information` = limit or plan, `Error Message` = bad call. */
export function classifyAlphaVantageBody(status: number, body: unknown): ProviderError | null {
  if (status === 429) return new ProviderError('alphavantage', 'rate-limited', 'HTTP 429');
  if (status >= 500) return new ProviderError('alphavantage', 'transient', `HTTP ${status}`);
  if (status !== 200) return new ProviderError('alphavantage', 'invalid', `HTTP ${status}`);
  const m = AvMessageSchema.safeParse(body);
  if (!m.success) return null;
  const info = m.data.Note ?? m.data.Information;
  if (info) {
    const entitlement = /\bdemo\b|premium endpoint|is a premium/i.test(info);
    return new ProviderError('alphavantage', entitlement ? 'not-entitled' : 'rate-limited', info);
  }
  if (m.data['Error Message']) return new ProviderError('alphavantage', 'invalid', m.data['Error Message']);
  return null;
}

/** "YYYY-MM-DD HH:MM:SS" or "YYYY-MM-DD" in US/Eastern → epoch ms. */
function easternToMs(key: string): number {
  const [date, time = '00:00:00'] = key.split(' ');
  const [h, m] = time.split(':').map(Number);
  return newYorkInstant(date!, h!, m!).getTime();
}

/** AV sentiment score → our three labels, Positive, Negative, Neutral (Somewhat-* collapse into their side). */
export function sentimentOfScore(score: number): NewsItem['sentiment'] {
  return score >= 0.15 ? 'Positive' : score <= -0.15 ? 'Negative' : 'Neutral';
}

const TOPIC_TEXT: Record<string, string> = {
  'Financial Markets': 'markets',
  Earnings: 'earnings',
  IPO: 'earnings',
  'Mergers & Acquisitions': 'earnings',
  Technology: 'technology',
  Blockchain: 'technology',
};

/**
 * Alpha Vantage adapter: GLOBAL_QUOTE, TIME_SERIES_*, TOP_GAINERS_LOSERS (filtered to our universe), NEWS_SENTIMENT,
 * DIVIDENDS and SPLITS.
 */
export function createAlphaVantageProvider(opts: {
  apiKey: string;
  fetchJson: FetchJson;
  baseUrl?: string;
}): MarketDataProvider {
  const base = opts.baseUrl ?? ALPHAVANTAGE_BASE_URL;

  async function call(params: Record<string, string>): Promise<unknown> {
    const qs = new URLSearchParams({ ...params, apikey: opts.apiKey }).toString();
    let res: { status: number; body: unknown };
    try {
      res = await opts.fetchJson(`${base}?${qs}`);
    } catch (err) {
      throw new ProviderError('alphavantage', 'transient', (err as Error).message);
    }
    const error = classifyAlphaVantageBody(res.status, res.body);
    if (error) throw error;
    return res.body;
  }

  function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, body: unknown) {
    const r = schema.safeParse(body);
    if (!r.success) throw new ProviderError('alphavantage', 'invalid', 'unexpected payload');
    return r.data;
  }

  return {
    id: 'alphavantage',
    async quotes(symbols) {
      const out = new Map<string, ProviderQuote>();
      for (const symbol of symbols) {
        const q = parse(AvGlobalQuoteSchema, await call({ function: 'GLOBAL_QUOTE', symbol }))['Global Quote'];
        if (!('05. price' in q)) continue;
        out.set(symbol, {
          symbol,
          priceCents: cents(q['05. price']),
          previousCloseCents: cents(q['08. previous close']),
          openCents: cents(q['02. open']),
          highCents: cents(q['03. high']),
          lowCents: cents(q['04. low']),
          volume: Math.round(q['06. volume']),
          timestamp: newYorkInstant(q['07. latest trading day'], 16, 0).getTime(),
          source: 'alphavantage',
          delayed: true,
        });
      }
      return out;
    },
    async candles(symbol, timeframe: Timeframe, fromMs, toMs): Promise<Candle[]> {
      const fn = { '5M': 'TIME_SERIES_INTRADAY', '1D': 'TIME_SERIES_DAILY', '1W': 'TIME_SERIES_WEEKLY' }[timeframe];
      const params: Record<string, string> = { function: fn, symbol };
      if (timeframe === '5M') Object.assign(params, { interval: '5min', extended_hours: 'false' });
      const body = parse(AvSeriesSchema, await call(params));
      const series = body['Time Series (5min)'] ?? body['Time Series (Daily)'] ?? body['Weekly Time Series'] ?? {};
      return Object.entries(series)
        .map(([key, b]) => ({
          time: easternToMs(key),
          openCents: cents(b['1. open']),
          highCents: cents(b['2. high']),
          lowCents: cents(b['3. low']),
          closeCents: cents(b['4. close']),
          volume: Math.round(b['5. volume']),
        }))
        .filter((c) => c.time >= fromMs && c.time <= toMs)
        .sort((a, b) => a.time - b.time);
    },
    async movers(universe, limit) {
      const body = parse(AvTopMoversSchema, await call({ function: 'TOP_GAINERS_LOSERS' }));
      const toQuote = (m: (typeof body.top_gainers)[number]): ProviderQuote => ({
        symbol: m.ticker,
        priceCents: cents(m.price),
        previousCloseCents: cents(m.price - m.change_amount),
        openCents: cents(m.price),
        highCents: cents(m.price),
        lowCents: cents(m.price),
        volume: Math.round(m.volume),
        timestamp: Date.now(),
        source: 'alphavantage',
        delayed: true,
      });
      const keep = (list: typeof body.top_gainers) =>
        list
          .filter((m) => universe.has(m.ticker))
          .slice(0, limit)
          .map(toQuote);
      return { gainers: keep(body.top_gainers), losers: keep(body.top_losers) };
    },
    async corporateActions(symbol, since) {
      // Both answer a symbol's whole history: what is before `since` is left out here.
      const dividends = parse(AvDividendsSchema, await call({ function: 'DIVIDENDS', symbol })).data.flatMap((d) => {
        const v = { declaredDate: d.declaration_date, exDate: d.ex_dividend_date, payDate: d.payment_date };
        return (d.ex_dividend_date >= since && dividendAction(symbol, { ...v, amount: Number(d.amount) })) || [];
      });
      const splits = parse(AvSplitsSchema, await call({ function: 'SPLITS', symbol })).data.flatMap(
        (s) => (s.effective_date >= since && splitAction(symbol, s.effective_date, s.split_factor, 1)) || [],
      );
      const byDate = (a: string, b: string) => a.localeCompare(b);
      dividends.sort((a, b) => byDate(a.exDate, b.exDate));
      splits.sort((a, b) => byDate(a.date, b.date));
      return { dividends, splits };
    },
    async news(category?: NewsCategory) {
      const body = parse(AvNewsSchema, await call({ function: 'NEWS_SENTIMENT', sort: 'LATEST', limit: '50' }));
      const items: NewsItem[] = body.feed.map((f) => {
        const topics = f.topics.map((t) => TOPIC_TEXT[t.topic] ?? t.topic);
        const categories = categoriesOf(f.title, topics);
        const ts = f.time_published.padEnd(15, '0');
        return {
          id: `av-${ts}-${f.url.replace(/[^a-z0-9]+/gi, '-').slice(-60)}`,
          category: categories[0]!,
          categories,
          sentiment: sentimentOfScore(f.overall_sentiment_score),
          title: f.title,
          source: f.source,
          publishedAt: Date.UTC(
            +ts.slice(0, 4),
            +ts.slice(4, 6) - 1,
            +ts.slice(6, 8),
            +ts.slice(9, 11),
            +ts.slice(11, 13),
            +ts.slice(13, 15),
          ),
          url: f.url,
          summary: f.summary,
          tickers: f.ticker_sentiment.map((t) => t.ticker),
          simulated: false,
        };
      });
      return category ? items.filter((n) => n.categories.includes(category)) : items;
    },
  };
}
