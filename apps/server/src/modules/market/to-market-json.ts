import type { CandleResponse, QuoteResponse } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import type { Candle, Quote } from '../../ports/market-data.ts';
import type { NewsItem } from '../../ports/market-feed.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

export function changeOf(q: Pick<Quote, 'priceCents' | 'previousCloseCents'>): {
  change: number;
  changePercent: number;
} {
  const diff = q.priceCents - q.previousCloseCents;
  return {
    change: toDollars(diff),
    changePercent: q.previousCloseCents > 0 ? round2((diff / q.previousCloseCents) * 100) : 0,
  };
}

/** A quote at the JSON edge: dollars rounded to cents, percent to 2 decimals, instants ISO UTC. */
export function toQuoteJson(q: Quote, marketOpen: boolean): QuoteResponse {
  return {
    symbol: q.symbol,
    name: q.name,
    type: q.type,
    price: toDollars(q.priceCents),
    ...changeOf(q),
    open: toDollars(q.openCents),
    high: toDollars(q.highCents),
    low: toDollars(q.lowCents),
    previousClose: toDollars(q.previousCloseCents),
    volume: q.volume,
    timestamp: new Date(q.timestamp).toISOString(),
    marketState: marketOpen ? 'open' : 'closed',
    source: q.source,
    delayed: q.delayed,
    stale: q.stale,
  };
}

export function toCandleJson(c: Candle): CandleResponse {
  return {
    time: new Date(c.time).toISOString(),
    open: toDollars(c.openCents),
    high: toDollars(c.highCents),
    low: toDollars(c.lowCents),
    close: toDollars(c.closeCents),
    volume: c.volume,
  };
}

export function toMoverJson(q: Quote) {
  return { symbol: q.symbol, name: q.name, price: toDollars(q.priceCents), ...changeOf(q), volume: q.volume };
}

/** YYYYMMDDTHHMMSS in UTC, the format the news client reads. */
export function toTimePublished(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

export function toNewsJson(n: NewsItem) {
  return {
    id: n.id,
    category: n.category,
    categories: n.categories,
    sentiment: n.sentiment,
    title: n.title,
    source: n.source,
    time_published: toTimePublished(n.publishedAt),
    url: n.url,
    summary: n.summary,
    tickers: n.tickers,
    simulated: n.simulated,
  };
}
