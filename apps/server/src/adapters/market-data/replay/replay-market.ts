import {
  REPLAY_SESSION_MINUTES,
  type ReplayClock,
  type ReplaySchedule,
  replayClock,
  replayEndsAt,
  replayIndexPath,
  replayInstantOf,
  replayKnownPoints,
  replaySessionMinutesOf,
  replayStockPaths,
  replayWindow,
} from '@tradearena/domain';
import type { Clock } from '../../../ports/clock.ts';
import type { Candle, MarketData, Quote, Timeframe } from '../../../ports/market-data.ts';
import type { MarketHours, MarketStatus } from '../../../ports/market-hours.ts';
import { simulatedBasket } from '../simulated/etf-baskets.ts';
import { sp500History } from '../simulated/sp500-history.ts';
import { UNIVERSE, type UniverseEntry } from '../simulated/universe.ts';
import { replayBasketPaths, replayFundDrifts, withDailyDrift } from './replay-fund-paths.ts';

const BAR_MINUTES = 5;

export interface ReplayEventSpec extends ReplaySchedule {
  /** First real day replayed (secret while the event runs). */
  startDate: string;
  seed: string;
}

/** A replay event's paths: the index's per day and each stock's, drawn on first use and kept. */
export interface ReplayPrices {
  schedule: ReplaySchedule;
  /** The index's path of each day and its close before Day 1 (secret levels: only moves may be shown). */
  indexPaths: readonly Float64Array[];
  previousClose: number;
  pathsOf(u: UniverseEntry): Float64Array[];
}

/** One replay event's market: its prices, the clock and when its orders are accepted. */
export interface ReplayMarket {
  schedule: ReplaySchedule;
  clock(): ReplayClock;
  marketData: MarketData;
  marketHours: MarketHours;
}

/**
 * The market of a replay event (ADR 025): every stock of the universe moving with the real index path of the event's
 * days (replayIndexPath, replayStockPaths), starting from its reference price, never the period's. Quotes and candles
 * are built only from the points knownAt the clock's now (replayKnownPoints): nothing later is ever computed into an
 * answer. Candle times are the wall instants the bars were played; nothing carries the real date.
 */
export function createReplayPrices(spec: ReplayEventSpec): ReplayPrices | null {
  const window = replayWindow(sp500History(), spec.startDate, spec.days);
  if (!window) return null;
  const index = window.days.map((d) => replayIndexPath(d, spec.seed));
  const paths = new Map<string, Float64Array[]>();
  return {
    // An early-close day is a short session in its wall slot (replaySessionMinutesOf; ADR 025).
    schedule: {
      startsAt: spec.startsAt,
      days: spec.days,
      minutesPerDay: spec.minutesPerDay,
      sessionMinutes: window.days.map((d) => replaySessionMinutesOf(d.date)),
    },
    indexPaths: index,
    previousClose: window.previousClose,
    pathsOf,
  };

  /**
   * A symbol's paths, drawn once. A stock (and an index, bond or gold fund) moves by its beta with the index
   * (replayStockPaths); a sector fund as its basket of members (etf-baskets.ts, as the simulator moves it); every fund
   * pays its expense ratio a session at a time (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md).
   */
  function pathsOf(u: UniverseEntry): Float64Array[] {
    let p = paths.get(u.symbol);
    if (p) return p;
    const basket = simulatedBasket(u.symbol);
    const drifts = replayFundDrifts(u.symbol, basket !== null, spec.days, spec.seed);
    if (basket) {
      const memberOf = (symbol: string) => {
        const member = bySymbol.get(symbol)!;
        return { startPrice: member.refPrice, paths: pathsOf(member) };
      };
      p = replayBasketPaths(basket, memberOf, u.refPrice, drifts);
    } else {
      const stock = { symbol: u.symbol, beta: u.beta, annualVol: u.annualVol, startPrice: u.refPrice };
      const own = replayStockPaths(index, window!.previousClose, stock, spec.seed);
      p = u.type === 'etf' ? withDailyDrift(own, drifts) : own;
    }
    paths.set(u.symbol, p);
    return p;
  }
}

const bySymbol = new Map(UNIVERSE.map((u) => [u.symbol, u]));

/** The replay's market as seen at `clock`'s now; `base` answers symbol search (the replay trades the same universe). */
export function createReplayMarket(prices: ReplayPrices, clock: Clock, base: MarketData): ReplayMarket {
  const { schedule, pathsOf } = prices;
  const endsAt = replayEndsAt(schedule);
  const clockAt = () => replayClock(schedule, clock.now().getTime());
  const cents = (price: number) => Math.max(1, Math.round(price * 100));

  function quoteOf(u: UniverseEntry, now: ReplayClock): Quote {
    const t = clock.now().getTime();
    const base = {
      symbol: u.symbol,
      name: u.name,
      type: u.type,
      source: 'simulated' as const,
      delayed: false,
      stale: false,
    };
    if (now.status === 'scheduled') {
      const p = cents(u.refPrice);
      const flat = { priceCents: p, previousCloseCents: p, openCents: p, highCents: p, lowCents: p };
      return { ...base, ...flat, volume: 0, timestamp: t };
    }
    const all = pathsOf(u);
    const day = all[now.day - 1]!;
    const played = day.subarray(0, now.minute + 1);
    const before = all[now.day - 2];
    return {
      ...base,
      priceCents: cents(day[now.minute]!),
      previousCloseCents: cents(before ? before[before.length - 1]! : u.refPrice),
      openCents: cents(day[0]!),
      highCents: cents(Math.max(...played)),
      lowCents: cents(Math.min(...played)),
      volume: Math.round((u.avgVolume * (now.minute + 1)) / day.length),
      timestamp: Math.min(t, endsAt),
    };
  }

  function candlesOf(u: UniverseEntry, timeframe: Timeframe): Candle[] {
    const paths = pathsOf(u);
    const known = replayKnownPoints(paths, clockAt());
    const width = timeframe === '1W' ? REPLAY_SESSION_MINUTES + 1 : BAR_MINUTES;
    const candles: Candle[] = [];
    let key = '';
    for (const p of known) {
      // The close (minute 390, or 210 on an early-close day) ends the day's last bar rather than opening one.
      const close = paths[p.day - 1]!.length - 1;
      const bar = Math.min(Math.floor(p.minute / width), Math.floor((close - 1) / width));
      const c = cents(p.level);
      const last = candles[candles.length - 1];
      if (last && key === `${p.day}:${bar}`) {
        last.highCents = Math.max(last.highCents, c);
        last.lowCents = Math.min(last.lowCents, c);
        last.closeCents = c;
        continue;
      }
      key = `${p.day}:${bar}`;
      const time = replayInstantOf(schedule, p.day, bar * width);
      candles.push({ time, openCents: c, highCents: c, lowCents: c, closeCents: c, volume: 0 });
    }
    const perBar = Math.round((u.avgVolume * Math.min(width, REPLAY_SESSION_MINUTES)) / REPLAY_SESSION_MINUTES);
    for (const candle of candles) candle.volume = perBar;
    return candles;
  }

  const marketData: MarketData = {
    async quote(symbol) {
      const u = bySymbol.get(symbol);
      return u ? quoteOf(u, clockAt()) : null;
    },
    async quotes(symbols) {
      const now = clockAt();
      const out = new Map<string, Quote>();
      for (const s of symbols) {
        const u = bySymbol.get(s);
        if (u) out.set(s, quoteOf(u, now));
      }
      return out;
    },
    async candles(symbol, timeframe) {
      const u = bySymbol.get(symbol);
      return u ? candlesOf(u, timeframe) : null;
    },
    searchSymbols: (query, limit, type) => base.searchSymbols(query, limit, type),
    async isKnownSymbol(symbol) {
      return bySymbol.has(symbol);
    },
  };

  const marketHours: MarketHours = {
    status(now: Date): MarketStatus {
      const t = now.getTime();
      const opensAt = new Date(schedule.startsAt).toISOString();
      const closesAt = new Date(endsAt).toISOString();
      if (t >= schedule.startsAt && t < endsAt)
        return { isOpen: true, session: 'regular', opensAt, closesAt, nextOpenAt: opensAt };
      const reason = t < schedule.startsAt ? 'Before the open' : 'After the close';
      return { isOpen: false, session: 'closed', opensAt, closesAt, nextOpenAt: opensAt, reason };
    },
  };

  return { schedule, clock: clockAt, marketData, marketHours };
}
