import type { Candle, Timeframe } from '../../../../ports/market-data.ts';
import type { NewsItem } from '../../../../ports/market-feed.ts';
import {
  type FetchJson,
  type MarketDataProvider,
  ProviderError,
  type ProviderQuote,
  rankMovers,
} from '../market-data-provider.ts';
import { categoriesOf } from '../news-categories.ts';
import { dividendAction, splitAction } from '../provider-corporate-actions.ts';
import {
  MassiveAggsSchema,
  MassiveDividendsSchema,
  MassiveErrorSchema,
  MassiveNewsSchema,
  MassiveSnapshotsSchema,
  MassiveSplitsSchema,
  type MassiveTickerSnapshot,
} from './massive-schemas.ts';

export const MASSIVE_BASE_URL = 'https://api.massive.com';
const cents = (d: number) => Math.round(d * 100);
const nsToMs = (ns: number) => Math.floor(ns / 1e6);

/** Massive's error answers by HTTP status and body → our error kinds. */
export function classifyMassiveError(status: number, body: unknown): ProviderError {
  const e = MassiveErrorSchema.safeParse(body);
  const text = e.success ? (e.data.error ?? e.data.message ?? e.data.status) : `HTTP ${status}`;
  if (status === 429) return new ProviderError('massive', 'rate-limited', text);
  if (status === 401) return new ProviderError('massive', 'auth', text);
  if (status === 403 || (e.success && e.data.status === 'NOT_AUTHORIZED')) {
    return new ProviderError('massive', 'not-entitled', text);
  }
  if (status === 404) return new ProviderError('massive', 'not-found', text);
  if (status >= 500) return new ProviderError('massive', 'transient', text);
  return new ProviderError('massive', 'invalid', text);
}

export function parseMassiveSnapshot(t: MassiveTickerSnapshot, delayed: boolean): ProviderQuote | null {
  const prev = t.prevDay?.c;
  const price = t.lastTrade?.p || t.min?.c || t.day?.c || prev;
  if (!price || !prev) return null;
  const timestamp = t.lastTrade?.t ? nsToMs(t.lastTrade.t) : t.updated ? nsToMs(t.updated) : (t.min?.t ?? 0);
  return {
    symbol: t.ticker,
    priceCents: cents(price),
    previousCloseCents: cents(prev),
    openCents: cents(t.day?.o || price),
    highCents: cents(Math.max(t.day?.h || price, price)),
    lowCents: cents(Math.min(t.day?.l || price, price)),
    volume: Math.round(t.day?.v ?? 0),
    timestamp,
    source: 'massive',
    delayed,
  };
}

const SPAN: Record<Timeframe, string> = { '5M': '5/minute', '1D': '1/day', '1W': '1/week' };

function sentimentOf(
  insights: { ticker: string; sentiment: 'positive' | 'neutral' | 'negative' }[],
): NewsItem['sentiment'] {
  let score = 0;
  for (const i of insights) score += i.sentiment === 'positive' ? 1 : i.sentiment === 'negative' ? -1 : 0;
  return score > 0 ? 'Positive' : score < 0 ? 'Negative' : 'Neutral';
}

/**
 * Massive REST adapter: multi-ticker snapshots, aggregates, movers of our universe, news with sentiment, a ticker's
 * dividends and splits.
 */
export function createMassiveProvider(opts: {
  apiKey: string;
  fetchJson: FetchJson;
  baseUrl?: string;
  delayed?: boolean;
}): MarketDataProvider {
  const base = opts.baseUrl ?? MASSIVE_BASE_URL;
  const delayed = opts.delayed ?? true;

  async function get(path: string): Promise<unknown> {
    let res: { status: number; body: unknown };
    try {
      res = await opts.fetchJson(`${base}${path}`, { headers: { Authorization: `Bearer ${opts.apiKey}` } });
    } catch (err) {
      throw new ProviderError('massive', 'transient', (err as Error).message);
    }
    const status = (res.body as { status?: unknown } | null)?.status;
    if (res.status !== 200 || status === 'ERROR' || status === 'NOT_AUTHORIZED') {
      throw classifyMassiveError(res.status, res.body);
    }
    return res.body;
  }

  function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, body: unknown) {
    const r = schema.safeParse(body);
    if (!r.success) throw new ProviderError('massive', 'invalid', 'unexpected payload');
    return r.data;
  }

  async function snapshots(symbols: readonly string[]): Promise<Map<string, ProviderQuote>> {
    const out = new Map<string, ProviderQuote>();
    if (symbols.length === 0) return out;
    const body = await get(
      `/v2/snapshot/locale/us/markets/stocks/tickers?tickers=${symbols.map(encodeURIComponent).join(',')}`,
    );
    for (const t of parse(MassiveSnapshotsSchema, body).tickers) {
      const q = parseMassiveSnapshot(t, delayed);
      if (q) out.set(q.symbol, q);
    }
    return out;
  }

  return {
    id: 'massive',
    quotes: snapshots,
    async candles(symbol, timeframe, fromMs, toMs): Promise<Candle[]> {
      const body = await get(
        `/v2/aggs/ticker/${encodeURIComponent(symbol)}/range/${SPAN[timeframe]}/${fromMs}/${toMs}?adjusted=true&sort=asc&limit=50000`,
      );
      return parse(MassiveAggsSchema, body).results.map((b) => ({
        time: b.t,
        openCents: cents(b.o),
        highCents: cents(b.h),
        lowCents: cents(b.l),
        closeCents: cents(b.c),
        volume: Math.round(b.v),
      }));
    },
    async movers(universe, limit) {
      return rankMovers([...(await snapshots([...universe])).values()], limit);
    },
    async corporateActions(symbol, since) {
      // One ticker from `since` on is far below a page of 1000 (a monthly payer has about 14), so next_url is not followed.
      const ticker = encodeURIComponent(symbol);
      const dividends = parse(
        MassiveDividendsSchema,
        await get(
          `/v3/reference/dividends?ticker=${ticker}&ex_dividend_date.gte=${since}&order=asc&sort=ex_dividend_date&limit=1000`,
        ),
      ).results.flatMap((d) => {
        const v = { exDate: d.ex_dividend_date, payDate: d.pay_date, amount: d.cash_amount, currency: d.currency };
        return dividendAction(d.ticker, { ...v, declaredDate: d.declaration_date }) ?? [];
      });
      const splits = parse(
        MassiveSplitsSchema,
        await get(
          `/v3/reference/splits?ticker=${ticker}&execution_date.gte=${since}&order=asc&sort=execution_date&limit=1000`,
        ),
      ).results.flatMap((s) => splitAction(s.ticker, s.execution_date, s.split_to, s.split_from) ?? []);
      return { dividends, splits };
    },
    async news(category) {
      const body = await get('/v2/reference/news?order=desc&sort=published_utc&limit=50');
      const items: NewsItem[] = parse(MassiveNewsSchema, body).results.map((r) => {
        const categories = categoriesOf(`${r.title} ${r.description ?? ''}`, r.keywords);
        return {
          id: `massive-${r.id}`,
          category: categories[0]!,
          categories,
          sentiment: sentimentOf(r.insights),
          title: r.title,
          source: r.publisher.name,
          publishedAt: Date.parse(r.published_utc),
          url: r.article_url,
          summary: r.description ?? '',
          tickers: r.tickers,
          simulated: false,
        };
      });
      return category ? items.filter((n) => n.categories.includes(category)) : items;
    },
  };
}
