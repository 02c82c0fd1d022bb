import { addDays, type CivilDate, dayNumberOf, newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import { type Clock, clockMs } from '../../../ports/clock.ts';
import type { Candle, MarketData, Quote, SymbolInfo, Timeframe } from '../../../ports/market-data.ts';
import type { MarketFeed, NewsItem } from '../../../ports/market-feed.ts';
import { weeklyChartStart } from '../weekly-chart-start.ts';
import { createCorporateActionsCalendar } from './corporate-actions-calendar.ts';
import { type Bar, TICK_MS } from './day-path.ts';
import { economicCalendar } from './economic-calendar.ts';
import { nyseSchedule } from './session-schedule.ts';
import { createSimulatedMarket, type DailyBar, type SimulatedMarket } from './simulated-market.ts';
import { simulatedNews } from './simulated-news.ts';
import { createSimulatedProfiles } from './simulated-profiles.ts';
import { UNIVERSE } from './universe.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

function toCandle(b: Bar): Candle {
  return {
    time: b.time,
    openCents: cents(b.open),
    highCents: cents(b.high),
    lowCents: cents(b.low),
    closeCents: cents(b.close),
    volume: b.volume,
  };
}

function weekly(days: DailyBar[]): Bar[] {
  const weeks: Bar[] = [];
  let key = Number.NaN;
  for (const d of days) {
    const n = dayNumberOf(d.date);
    const monday = n - ((n + 3) % 7); // day 0 (1970-01-01) was a Thursday
    const last = weeks[weeks.length - 1];
    if (monday !== key || !last) {
      key = monday;
      weeks.push({ time: newYorkInstant(d.date, 0, 0).getTime(), ...d });
    } else {
      last.high = Math.max(last.high, d.high);
      last.low = Math.min(last.low, d.low);
      last.close = d.close;
      last.volume += d.volume;
    }
  }
  return weeks;
}

/** How often the simulated market prints a new price (real consolidated quotes of busy stocks change about as often). */
export const QUOTE_STEP_MS = TICK_MS;

export interface SimulatedMarketData extends MarketData, MarketFeed {
  readonly market: SimulatedMarket;
}

/**
 * The MarketData port over the simulated market, on the given clock: `source: "simulated"`, never delayed. Prices
 * follow the NYSE sessions whatever MARKET_HOURS says (ADR 007): that setting decides when orders are accepted, so
 * a restart with the other setting rewrites no close; outside the sessions the quote is the last close.
 */
export function createSimulatedMarketData(opts: { seed: string; clock: Clock }): SimulatedMarketData {
  const corporateActions = createCorporateActionsCalendar({
    seed: opts.seed,
    schedule: nyseSchedule,
    universe: UNIVERSE,
  });
  const market = createSimulatedMarket({
    seed: opts.seed,
    schedule: nyseSchedule,
    universe: UNIVERSE,
    corporateActions,
  });
  const now = () => clockMs(opts.clock);

  /**
   * The last quote of each symbol. The simulated tape prints every QUOTE_STEP_MS (a quote is a pure function of
   * symbol and step), so a busy server computes each symbol's quote once per step, not once per request.
   */
  const lastQuote = new Map<string, { t: number; quote: Quote }>();

  function quoteAt(symbol: string, now: number): Quote | null {
    const t = now - (now % QUOTE_STEP_MS);
    const last = lastQuote.get(symbol);
    if (last?.t === t) return last.quote;
    const quote = computeQuote(symbol, t);
    if (quote) lastQuote.set(symbol, { t, quote: Object.freeze(quote) });
    return quote;
  }

  function computeQuote(symbol: string, t: number): Quote | null {
    const u = market.entry(symbol);
    const p = market.priceAt(symbol, t);
    if (!u || !p) return null;
    return {
      symbol,
      name: u.name,
      type: u.type,
      priceCents: cents(p.price),
      previousCloseCents: cents(p.previousClose),
      openCents: cents(p.open),
      highCents: cents(p.high),
      lowCents: cents(p.low),
      volume: p.volume,
      timestamp: p.timestamp,
      source: 'simulated',
      delayed: false,
      stale: false,
    };
  }

  let newsCache: { minute: number; items: NewsItem[] } | null = null;
  function newsNow(): NewsItem[] {
    const t = now();
    const minute = Math.floor(t / 60_000);
    if (newsCache?.minute !== minute) newsCache = { minute, items: simulatedNews(opts.seed, market, t) };
    return newsCache.items;
  }

  const profilesAt = createSimulatedProfiles(market);

  const info = (u: (typeof UNIVERSE)[number]): SymbolInfo => ({
    symbol: u.symbol,
    name: u.name,
    sector: u.sector,
    type: u.type,
  });

  return {
    market,
    corporateActions,
    async quote(symbol) {
      return quoteAt(symbol, now());
    },
    quoteNow: (symbol) => quoteAt(symbol, now()),
    async quotes(symbols) {
      const t = now();
      const out = new Map<string, Quote>();
      for (const s of symbols) {
        const q = quoteAt(s, t);
        if (q) out.set(s, q);
      }
      return out;
    },
    async candles(symbol, timeframe: Timeframe) {
      if (!market.has(symbol)) return null;
      const t = now();
      if (timeframe === '5M') return market.intradayBars(symbol, market.latestSessionDate(t), t).map(toCandle);
      const today: CivilDate = newYorkDateOf(new Date(t));
      if (timeframe === '1D') {
        return market
          .dailyBars(symbol, addDays(today, -183), t)
          .map((d) => toCandle({ time: newYorkInstant(d.date, 0, 0).getTime(), ...d }));
      }
      return weekly(market.dailyBars(symbol, weeklyChartStart(today), t)).map(toCandle);
    },
    async searchSymbols(query, limit, type) {
      const q = query.trim().toUpperCase();
      const listed = type ? UNIVERSE.filter((u) => u.type === type) : UNIVERSE;
      if (!q) return listed.slice(0, limit).map(info);
      const bySymbol = listed.filter((u) => u.symbol.startsWith(q));
      const byName = listed.filter((u) => !u.symbol.startsWith(q) && u.name.toUpperCase().includes(q));
      return [...bySymbol, ...byName].slice(0, limit).map(info);
    },
    async isKnownSymbol(symbol) {
      return market.has(symbol);
    },
    async movers(limit) {
      const t = now();
      const all = UNIVERSE.map((u) => quoteAt(u.symbol, t)!).map((q) => ({
        q,
        pct: (q.priceCents - q.previousCloseCents) / q.previousCloseCents,
      }));
      all.sort((a, b) => b.pct - a.pct || a.q.symbol.localeCompare(b.q.symbol));
      return {
        gainers: all.slice(0, limit).map((x) => x.q),
        losers: all
          .slice(-limit)
          .reverse()
          .map((x) => x.q),
      };
    },
    async news(category) {
      const items = newsNow();
      return category ? items.filter((n) => n.categories.includes(category)) : items;
    },
    async economicCalendar() {
      const t = now();
      const today = newYorkDateOf(new Date(t));
      return economicCalendar(opts.seed, addDays(today, -7), addDays(today, 21), t);
    },
    track() {
      // Simulated prices are computed on demand: there is no upstream subscription to open.
    },
    profiles() {
      return profilesAt(now());
    },
  };
}
