import { latestSessionAt, newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import type { Clock } from '../../../ports/clock.ts';
import type { Candle, MarketData, Quote, Timeframe } from '../../../ports/market-data.ts';
import type { MarketFeed, Movers, NewsItem } from '../../../ports/market-feed.ts';
import type { RateLimiter } from '../../../ports/rate-limiter.ts';
import type { SimulatedMarketData } from '../simulated/create-simulated-market-data.ts';
import { instrumentFacts } from '../simulated/etf-baskets.ts';
import { weeklyChartStart } from '../weekly-chart-start.ts';
import type { MarketDataProvider, ProviderQuote } from './market-data-provider.ts';
import { createProviderCorporateActions } from './provider-corporate-actions.ts';

/** Cache lifetimes of vendor answers (ms). */
export const PROVIDER_TTL_MS = {
  quote: 15_000,
  '5M': 60_000,
  '1D': 3_600_000,
  '1W': 6 * 3_600_000,
  movers: 60_000,
  news: 10 * 60_000,
} as const;

const DAY = 86_400_000;
const YEAR_MS = 364 * DAY;

interface Log {
  warn(obj: object, msg: string): void;
}

/** A live-price source (the vendor's WebSocket) that keeps the cached quotes fresh between REST calls. */
export interface LivePrices {
  track(symbols: ReadonlySet<string>): void;
  onTrade(handler: (symbol: string, price: number, timestamp: number) => void): void;
}

/**
 * The MarketData and MarketFeed ports over a real vendor (docs/decisions/007-market-calendar-and-simulated-market.md): a TTL cache and a per-provider rate limit
 * in front of every call; when the vendor fails or the limit is reached, the last good value is served marked
 * stale, and without one the simulated market answers. The universe (names, sectors, search) stays ours.
 */
export function createProviderMarketData(opts: {
  provider: MarketDataProvider;
  newsProvider?: MarketDataProvider;
  simulated: SimulatedMarketData;
  clock: Clock;
  rateLimiter: RateLimiter;
  callsPerMinute: number;
  maxSymbolsPerCall: number;
  live?: LivePrices;
  log: Log;
}): MarketData & MarketFeed {
  const { provider, simulated, clock } = opts;
  const names = new Map(simulated.market.universe.map((u) => [u.symbol, u.name]));
  const types = new Map(simulated.market.universe.map((u) => [u.symbol, u.type]));
  const universe = new Set(names.keys());
  const fresh = new Map<string, { value: unknown; at: number }>();
  const lastGood = new Map<string, unknown>();

  async function mayCall(p: MarketDataProvider): Promise<boolean> {
    const rule = { name: `market-data:${p.id}`, limit: opts.callsPerMinute, windowMs: 60_000 };
    return (await opts.rateLimiter.consume(rule, 'calls', Date.now())).allowed;
  }

  async function cached<T>(key: string, ttl: number, p: MarketDataProvider, load: () => Promise<T>): Promise<T | null> {
    const hit = fresh.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value as T;
    try {
      if (!(await mayCall(p))) throw new Error('rate limit of this server reached');
      const value = await load();
      fresh.set(key, { value, at: Date.now() });
      lastGood.set(key, value);
      return value;
    } catch (err) {
      opts.log.warn({ err: (err as Error).message, key }, 'market data provider failed; serving last good value');
      return (lastGood.get(key) as T | undefined) ?? null;
    }
  }

  // The instrument type is the vendor's where its payload says (ADR 027), else the universe's.
  const toQuote = (q: ProviderQuote, stale: boolean): Quote => ({
    ...q,
    name: names.get(q.symbol) ?? q.symbol,
    type: q.type ?? types.get(q.symbol) ?? 'stock',
    stale,
  });

  opts.live?.onTrade((symbol, price, timestamp) => {
    const hit = fresh.get(`quote|${symbol}`);
    if (!hit) return;
    const q = hit.value as ProviderQuote;
    const priceCents = Math.round(price * 100);
    const next: ProviderQuote = {
      ...q,
      priceCents,
      highCents: Math.max(q.highCents, priceCents),
      lowCents: Math.min(q.lowCents, priceCents),
      timestamp,
    };
    fresh.set(`quote|${symbol}`, { value: next, at: Date.now() });
    lastGood.set(`quote|${symbol}`, next);
  });

  async function quotes(symbols: readonly string[]): Promise<Map<string, Quote>> {
    const wanted = [...new Set(symbols)].filter((s) => universe.has(s));
    const out = new Map<string, Quote>();
    const missing: string[] = [];
    for (const s of wanted) {
      const hit = fresh.get(`quote|${s}`);
      if (hit && Date.now() - hit.at < PROVIDER_TTL_MS.quote) out.set(s, toQuote(hit.value as ProviderQuote, false));
      else missing.push(s);
    }
    for (let i = 0; i < missing.length; i += opts.maxSymbolsPerCall) {
      const chunk = missing.slice(i, i + opts.maxSymbolsPerCall);
      let got = new Map<string, ProviderQuote>();
      // This server's own call budget for the vendor used up is not the vendor failing: its last value then stands
      // as a longer-lived cache entry (shown and traded at, as before the limit); a failed call makes it stale.
      const limited = !(await mayCall(provider));
      if (!limited) {
        try {
          got = await provider.quotes(chunk);
        } catch (err) {
          opts.log.warn({ err: (err as Error).message, symbols: chunk.length }, 'quote provider failed');
        }
      }
      for (const s of chunk) {
        const q = got.get(s);
        if (q) {
          fresh.set(`quote|${s}`, { value: q, at: Date.now() });
          lastGood.set(`quote|${s}`, q);
          out.set(s, toQuote(q, false));
          continue;
        }
        const old = lastGood.get(`quote|${s}`) as ProviderQuote | undefined;
        if (old) out.set(s, toQuote(old, !limited));
        else {
          // Never a vendor price: the simulator's, marked stale so that it is shown but never traded at.
          const simulatedQuote = await simulated.quote(s);
          if (simulatedQuote) out.set(s, { ...simulatedQuote, stale: true });
        }
      }
    }
    return out;
  }

  function rangeOf(timeframe: Timeframe, now: number): [number, number] {
    if (timeframe === '5M') return [latestSessionAt(new Date(now)).opensAt!.getTime(), now];
    if (timeframe === '1D') return [now - 183 * DAY, now];
    // From a Monday's New York midnight: the vendor's first weekly bar is a whole week.
    return [newYorkInstant(weeklyChartStart(newYorkDateOf(new Date(now))), 0, 0).getTime(), now];
  }

  return {
    quote: async (symbol) => (await quotes([symbol])).get(symbol) ?? null,
    quotes,
    async candles(symbol, timeframe) {
      if (!universe.has(symbol)) return null;
      const [from, to] = rangeOf(timeframe, clock.now().getTime());
      const got = await cached(`candles|${symbol}|${timeframe}`, PROVIDER_TTL_MS[timeframe], provider, () =>
        provider.candles(symbol, timeframe, from, to),
      );
      return (got as Candle[] | null) ?? simulated.candles(symbol, timeframe);
    },
    searchSymbols: (query, limit, type) => simulated.searchSymbols(query, limit, type),
    isKnownSymbol: async (symbol) => universe.has(symbol),
    // The vendor's own dividends and splits (never the simulator's seeded calendar), within its rate limit.
    corporateActions: createProviderCorporateActions({
      provider,
      symbols: [...universe],
      clock,
      mayCall: () => mayCall(provider),
      callsPerMinute: opts.callsPerMinute,
      log: opts.log,
    }),
    async movers(limit): Promise<Movers> {
      const load = provider.movers;
      if (!load) return simulated.movers(limit);
      const got = await cached(`movers|${limit}`, PROVIDER_TTL_MS.movers, provider, () => load(universe, limit));
      if (!got) return simulated.movers(limit);
      return { gainers: got.gainers.map((q) => toQuote(q, false)), losers: got.losers.map((q) => toQuote(q, false)) };
    },
    async news(category) {
      const p = opts.newsProvider ?? provider;
      const load = p.news;
      const all = load ? await cached<NewsItem[]>('news', PROVIDER_TTL_MS.news, p, () => load()) : null;
      if (!all) return simulated.news(category);
      return category ? all.filter((n) => n.categories.includes(category)) : all;
    },
    economicCalendar: () => simulated.economicCalendar(),
    /**
     * No vendor call for the screener (100 symbols would spend a whole minute's budget): sectors are the universe's,
     * beta and the fundamentals are unknown (no vendor call fills them yet), and the 52-week range comes from weekly
     * bars a chart has already fetched, or is unknown.
     */
    async profiles() {
      const since = clock.now().getTime() - YEAR_MS;
      return simulated.market.universe.map((u) => {
        const weeks = ((lastGood.get(`candles|${u.symbol}|1W`) as Candle[] | undefined) ?? []).filter(
          (c) => c.time >= since,
        );
        const known = weeks.length > 0;
        return {
          symbol: u.symbol,
          name: u.name,
          sector: u.sector,
          description: u.description,
          beta: null,
          yearLowCents: known ? Math.min(...weeks.map((c) => c.lowCents)) : null,
          yearHighCents: known ? Math.max(...weeks.map((c) => c.highCents)) : null,
          fundamentals: null,
          // An ETF's fee and holdings are reference data of the universe (ADR 027), whichever source prices it.
          ...instrumentFacts(u),
        };
      });
    },
    track(symbols) {
      opts.live?.track(symbols);
    },
  };
}
