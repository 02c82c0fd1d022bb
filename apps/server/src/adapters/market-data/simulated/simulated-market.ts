import { addDays, type CivilDate, dayNumberOf } from '@tradearena/domain';
import type { CorporateActionsSource } from '../../../ports/corporate-actions.ts';
import {
  applyCorporateActions,
  type OpenAdjustment,
  splitAdjustedBars,
  splitFactorAfter,
} from './corporate-action-prices.ts';
import { buildDayPath, type DayPath, type PricePoint } from './day-path.ts';
import { EARNINGS_OFFSET_DAYS, isEarningsSession } from './earnings-season.ts';
import { basketDayMoves, basketLogReturn, dailyFee, fundDay, simulatedBasket } from './etf-baskets.ts';
import { keyedDailyRandom } from './keyed-daily-random.ts';
import { keyedRandom } from './keyed-random.ts';
import { createMarketFactor } from './market-factor.ts';
import type { Rng } from './seeded-random.ts';
import { createSessionLocator, type SessionSchedule } from './session-schedule.ts';
import { studentScale } from './student-scale.ts';
import { REFERENCE_DATE, type UniverseEntry } from './universe.ts';

const TRADING_DAYS = 252;
const HISTORY_DAYS = 800; // history kept behind "now": long charts are always full
const MARKET_VOL = 0.199; // annualised vol of the S&P 500 2000–2020 returns
/** Share of a day's variance that falls overnight, in the opening gap (earnings gaps come on top). */
export const GAP_SHARE = 0.1;

export interface DailyBar {
  date: CivilDate;
  opensAt: number;
  closesAt: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The deterministic simulated market (docs/decisions/007-market-calendar-and-simulated-market.md): the daily market move follows the volatility of real S&P 500
 * history with fat-tailed shocks (createMarketFactor), each stock adds beta × market + Student-t noise and quarterly
 * earnings gaps (in the earnings season after each quarter's end, earnings-season.ts); the history is anchored so
 * that the close on REFERENCE_DATE equals the reference price. Everything is a pure function of (seed, symbol, date,
 * instant) — nothing depends on when the server started. Every draw that moves a price comes from
 * `keyedRandom`/`keyedDailyRandom` (a cipher stream): with a secret seed nobody can recover it from the prices
 * already seen, as they could the 32-bit state of `seededRandom`. With `corporateActions`, prices drop by each dividend
 * at its ex-date open and divide at a split's open, and daily bars are split-adjusted (corporate-action-prices.ts).
 */
export function createSimulatedMarket(opts: {
  seed: string;
  schedule: SessionSchedule;
  universe: readonly UniverseEntry[];
  corporateActions?: CorporateActionsSource;
}) {
  const { seed, schedule } = opts;
  const bySymbol = new Map(opts.universe.map((u) => [u.symbol, u]));
  const marketMove = createMarketFactor(seed, GAP_SHARE);
  const sessionAt = createSessionLocator(schedule);

  let sessions: CivilDate[] = [];
  const indexOfDate = new Map<CivilDate, number>();
  let rangeStart = '';
  let rangeEnd = '';
  const totalReturnCloses = new Map<string, Float64Array>();
  const logCloses = new Map<string, Float64Array>();
  const openAdjustments = new Map<string, Map<number, OpenAdjustment>>();
  const dailyCache = new Map<string, DailyBar>();
  const pathCache = new Map<string, DayPath>();

  /** Each company's own fixed number of days from a quarter's end to its report (see earnings-season.ts). */
  const earningsOffsets = new Map<string, number>();
  function earningsOffset(symbol: string): number {
    let offset = earningsOffsets.get(symbol);
    if (offset === undefined) {
      const { min, max } = EARNINGS_OFFSET_DAYS;
      offset = min + Math.floor(keyedRandom(seed, 'earnings-offset', symbol).next() * (max - min + 1));
      earningsOffsets.set(symbol, offset);
    }
    return offset;
  }

  /** Each stock's daily randomness over the days `first`…`last` (one cipher call for a whole history). */
  const dailyRandom = new Map<string, ReturnType<typeof keyedDailyRandom>>();
  function drawsOf(u: UniverseEntry, first: CivilDate, last: CivilDate): (day: number) => Rng {
    let days = dailyRandom.get(u.symbol);
    if (!days) {
      days = keyedDailyRandom(seed, 'day', u.symbol);
      dailyRandom.set(u.symbol, days);
    }
    return days(dayNumberOf(first), dayNumberOf(last));
  }

  /** The market's intraday normals of a date: every stock's path takes its beta share of them (see buildDayPath). */
  const marketNormals = new Map<string, Float64Array>();
  function marketNormalsOf(date: CivilDate, count: number): Float64Array {
    const key = `${date}|${count}`;
    let normals = marketNormals.get(key);
    if (!normals) {
      const rng = keyedRandom(seed, 'market-path', date);
      normals = Float64Array.from({ length: count }, () => rng.normal());
      if (marketNormals.size >= 1_000) marketNormals.clear();
      marketNormals.set(key, normals);
    }
    return normals;
  }

  /** The session a company reports a quarter on, in the earnings season after the quarter's end; never for ETFs. */
  function isEarningsDay(u: UniverseEntry, date: CivilDate): boolean {
    return u.sector !== 'ETF' && isEarningsSession(schedule, earningsOffset(u.symbol), date);
  }

  /**
   * Overnight gap and close-to-close log return of a stock on a session date, the volatility of its open-to-close
   * path, and the noise of the day's volume. The stock's own move is a Student-t drawn as a Gaussian of secret size;
   * its gap and open-to-close parts are independent given that size, and the intraday path is drawn with exactly
   * the open-to-close variance, so neither the open nor the morning says anything about the close.
   */
  function dayMoves(u: UniverseEntry, date: CivilDate, draws: (day: number) => Rng) {
    const day = dayNumberOf(date);
    const rng = draws(day);
    const market = marketMove(day);
    const idioAnnual = Math.sqrt(Math.max(u.annualVol ** 2 - (u.beta * MARKET_VOL) ** 2, (0.25 * u.annualVol) ** 2));
    const idioVol = (idioAnnual / Math.sqrt(TRADING_DAYS)) * studentScale(rng, 4);
    const idioGap = Math.sqrt(GAP_SHARE) * idioVol * rng.normal();
    const idioRest = Math.sqrt(1 - GAP_SHARE) * idioVol * rng.normal();
    const volumeNoise = rng.normal();
    const earnings = isEarningsDay(u, date);
    const jump = earnings ? 0.035 * Math.sqrt(u.annualVol / 0.3) * rng.studentT(4) : 0;
    const gap = u.beta * market.gap + idioGap + jump;
    // An ETF's expense ratio comes out of its price every session (etf-baskets.ts); a stock's fee is 0.
    const ret = gap + u.beta * market.rest + idioRest + dailyFee(u.symbol);
    const dayVol = Math.max(Math.hypot(u.beta * market.vol, idioVol), 1e-6);
    const intradayVol = Math.sqrt(1 - GAP_SHARE) * dayVol;
    return { gap, ret, earnings, intradayVol, marketShare: Math.min(1, (u.beta * market.vol) / dayVol), volumeNoise };
  }

  function ensureRange(date: CivilDate): void {
    if (rangeStart && date >= rangeStart && date <= rangeEnd) return;
    const lo = [date, REFERENCE_DATE, rangeStart || date].sort()[0]!;
    const hi = [date, REFERENCE_DATE, rangeEnd || date].sort()[2]!;
    rangeStart = addDays(lo, -HISTORY_DAYS);
    rangeEnd = addDays(hi, 7);
    sessions = [];
    indexOfDate.clear();
    for (let d = rangeStart; d <= rangeEnd; d = addDays(d, 1)) {
      if (schedule.sessionOf(d)) {
        indexOfDate.set(d, sessions.length);
        sessions.push(d);
      }
    }
    totalReturnCloses.clear();
    logCloses.clear();
    openAdjustments.clear();
  }

  /** A symbol's total-return log closes: its own moves, or a sector fund's basket's, before any corporate action. */
  function totalReturnClosesOf(u: UniverseEntry): Float64Array {
    let arr = totalReturnCloses.get(u.symbol);
    if (arr) return arr;
    arr = new Float64Array(sessions.length);
    const anchor = anchorIndex();
    arr[anchor] = Math.log(u.refPrice);
    const draws = drawsOf(u, sessions[0]!, sessions[sessions.length - 1]!);
    const step = sessionReturn(u, draws);
    for (let i = anchor + 1; i < sessions.length; i++) arr[i] = arr[i - 1]! + step(i);
    for (let i = anchor; i > 0; i--) arr[i - 1] = arr[i]! - step(i);
    totalReturnCloses.set(u.symbol, arr);
    return arr;
  }

  /** A symbol's quoted log closes: the total-return closes with its dividends and splits (corporate-action-prices.ts). */
  function closesOf(u: UniverseEntry): Float64Array {
    let arr = logCloses.get(u.symbol);
    if (arr) return arr;
    arr = Float64Array.from(totalReturnClosesOf(u));
    const actions = opts.corporateActions;
    openAdjustments.set(
      u.symbol,
      actions ? applyCorporateActions(arr, sessions, anchorIndex(), actions, u.symbol) : new Map(),
    );
    logCloses.set(u.symbol, arr);
    return arr;
  }

  /** The last session on or before REFERENCE_DATE: its close is the reference price. */
  function anchorIndex(): number {
    let anchor = 0;
    for (let i = 0; i < sessions.length && sessions[i]! <= REFERENCE_DATE; i++) anchor = i;
    return anchor;
  }

  /** The log return of session `i`: a sector fund's is its basket's from the members' closes (etf-baskets.ts). */
  function sessionReturn(u: UniverseEntry, draws: (day: number) => Rng): (i: number) => number {
    const basket = simulatedBasket(u.symbol);
    if (!basket) return (i) => dayMoves(u, sessions[i]!, draws).ret;
    // The members' total-return moves: a member's dividend or split moves its quote, not the fund.
    const members = new Map(basket.map((w) => [w.symbol, totalReturnClosesOf(bySymbol.get(w.symbol)!)]));
    return (i) =>
      basketLogReturn(basket, (s) => members.get(s)![i]! - members.get(s)![i - 1]!) +
      fundDay(u.symbol, draws(dayNumberOf(sessions[i]!))).drift;
  }

  /** A session's moves for its intraday path: a sector fund's from its members' (etf-baskets.ts). */
  function movesOf(u: UniverseEntry, date: CivilDate, ret: number) {
    const basket = simulatedBasket(u.symbol);
    const draws = drawsOf(u, date, date);
    if (!basket) return dayMoves(u, date, draws);
    const member = (s: string) => bySymbol.get(s)!;
    const { volumeNoise } = fundDay(u.symbol, draws(dayNumberOf(date)));
    return basketDayMoves(basket, (s) => dayMoves(member(s), date, drawsOf(member(s), date, date)), ret, volumeNoise);
  }

  /** Each symbol's path of its latest asked-for date: the common case (quotes now) without building a key. */
  const currentPath = new Map<string, { date: CivilDate; path: DayPath }>();

  function pathOf(u: UniverseEntry, date: CivilDate): DayPath {
    const current = currentPath.get(u.symbol);
    if (current?.date === date) return current.path;
    const path = cachedPathOf(u, date);
    currentPath.set(u.symbol, { date, path });
    return path;
  }

  function cachedPathOf(u: UniverseEntry, date: CivilDate): DayPath {
    const key = `${u.symbol}|${date}`;
    const hit = pathCache.get(key);
    if (hit) {
      pathCache.delete(key);
      pathCache.set(key, hit);
      return hit;
    }
    ensureRange(date);
    const i = indexOfDate.get(date);
    const session = schedule.sessionOf(date);
    if (i === undefined || i === 0 || !session) throw new Error(`No simulated session on ${date}`);
    const closes = closesOf(u);
    const adjustment = openAdjustments.get(u.symbol)?.get(i);
    const totalReturn = totalReturnClosesOf(u);
    const moves = movesOf(u, date, totalReturn[i]! - totalReturn[i - 1]!);
    const path = buildDayPath({
      rng: keyedRandom(seed, 'path', u.symbol, date),
      stepRng: (step) => keyedRandom(seed, 'tick', u.symbol, date, step),
      market: { correlation: moves.marketShare, normals: (count) => marketNormalsOf(date, count) },
      opensAt: session.opensAt,
      closesAt: session.closesAt,
      logOpen: closes[i - 1]! + moves.gap + (adjustment?.logStep ?? 0),
      logClose: closes[i]!,
      previousClose: Math.exp(closes[i - 1]!) * (adjustment?.splitFactor ?? 1),
      sigmaDay: moves.intradayVol,
      dailyVolume:
        u.avgVolume *
        Math.exp(0.25 * moves.volumeNoise) *
        (1 + (0.6 * Math.abs(moves.ret)) / (Math.max(u.annualVol, 0.05) / Math.sqrt(TRADING_DAYS))) *
        (moves.earnings ? 2.5 : 1),
    });
    pathCache.set(key, path);
    if (pathCache.size > 400) pathCache.delete(pathCache.keys().next().value!);
    return path;
  }

  /** The splits of a symbol from `from` to `asOf`, to adjust the prices before them (none without corporate actions). */
  const splitsOf = (symbol: string, from: CivilDate, asOf: CivilDate) =>
    opts.corporateActions?.splits(from, asOf, symbol) ?? [];

  function dailyBar(u: UniverseEntry, date: CivilDate): DailyBar {
    const key = `${u.symbol}|${date}`;
    let bar = dailyCache.get(key);
    if (!bar) {
      const p = pathOf(u, date);
      bar = { date, opensAt: p.opensAt, closesAt: p.closesAt, ...p.summary };
      dailyCache.set(key, bar);
      if (dailyCache.size > 200_000) dailyCache.clear();
    }
    return bar;
  }

  return {
    has: (symbol: string) => bySymbol.has(symbol),
    entry: (symbol: string) => bySymbol.get(symbol),
    universe: opts.universe,
    latestSessionDate: sessionAt,
    splitsOf,
    isEarningsDay: (symbol: string, date: CivilDate) => {
      const u = bySymbol.get(symbol);
      return u ? isEarningsDay(u, date) : false;
    },

    /** The price of a symbol at an instant: inside a session it moves along the day's path, outside it is still. */
    priceAt(symbol: string, nowMs: number): PricePoint | null {
      const u = bySymbol.get(symbol);
      if (!u) return null;
      const date = sessionAt(nowMs);
      return { ...pathOf(u, date).at(nowMs), date };
    },

    /** Completed and running 5-minute bars of a session up to `nowMs`. */
    intradayBars(symbol: string, date: CivilDate, nowMs: number) {
      const u = bySymbol.get(symbol);
      return u ? pathOf(u, date).bars(nowMs) : [];
    },

    /**
     * Closing prices of the sessions from `fromDate` up to, not including, `beforeDate` — straight from the daily
     * closes, without building any intraday path (the same closes the daily bars end at), adjusted for the splits up
     * to `beforeDate`.
     */
    dailyCloses(symbol: string, fromDate: CivilDate, beforeDate: CivilDate): number[] {
      const u = bySymbol.get(symbol);
      if (!u) return [];
      ensureRange(fromDate);
      ensureRange(beforeDate);
      const closes = closesOf(u);
      const splits = splitsOf(symbol, fromDate, beforeDate);
      const out: number[] = [];
      sessions.forEach((d, i) => {
        if (d >= fromDate && d < beforeDate) out.push(Math.exp(closes[i]!) * splitFactorAfter(splits, d, beforeDate));
      });
      return out;
    },

    /**
     * Daily bars of the sessions from `fromDate` to the session of `nowMs` (the last one running when open), adjusted
     * for the splits up to that session.
     */
    dailyBars(symbol: string, fromDate: CivilDate, nowMs: number): DailyBar[] {
      const u = bySymbol.get(symbol);
      if (!u) return [];
      const last = sessionAt(nowMs);
      ensureRange(fromDate);
      ensureRange(last);
      const out: DailyBar[] = [];
      for (const d of sessions) {
        if (d < fromDate || d > last) continue;
        if (d === last) {
          const p = pathOf(u, d);
          const q = p.at(nowMs);
          out.push({
            date: d,
            opensAt: p.opensAt,
            closesAt: p.closesAt,
            open: q.open,
            high: q.high,
            low: q.low,
            close: q.price,
            volume: q.volume,
          });
        } else out.push(dailyBar(u, d));
      }
      return splitAdjustedBars(out, splitsOf(symbol, fromDate, last), last);
    },
  };
}

export type SimulatedMarket = ReturnType<typeof createSimulatedMarket>;
