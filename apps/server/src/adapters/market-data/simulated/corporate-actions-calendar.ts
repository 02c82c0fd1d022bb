import { addDays, type CivilDate, parseCivilDate } from '@tradearena/domain';
import type { CorporateActionsSource, DividendAction, SplitAction } from '../../../ports/corporate-actions.ts';
import { DIVIDEND_SCHEDULES } from './dividend-schedules.ts';
import { keyedRandom } from './keyed-random.ts';
import { REFERENCE_FUNDAMENTALS } from './reference-fundamentals.ts';
import type { SessionSchedule } from './session-schedule.ts';
import { REFERENCE_DATE, type UniverseEntry } from './universe.ts';

/** Calendar days from a dividend's declaration to its ex-date (companies declare three to four weeks ahead). */
const DECLARED_DAYS_BEFORE_EX = 24;

/**
 * The seeded splits (docs/decisions/028-corporate-actions.md#calendar): from the year after REFERENCE_DATE (the
 * reference prices are already post-split), each year every company whose reference price, divided by its splits so
 * far, is at least SPLIT_THRESHOLD splits with probability SPLIT_CHANCE (about three a year across the universe), on a
 * seeded trading day, by the largest ratio of SPLIT_RATIOS that keeps that price at or above SPLIT_TARGET. ETFs never
 * split. The rule reads no simulated price, so the calendar reveals nothing about the path ahead.
 */
export const SPLIT_THRESHOLD = 500;
const SPLIT_TARGET = 150;
const SPLIT_RATIOS = [10, 5, 4, 3, 2] as const;
const SPLIT_CHANCE = 0.25;
const FIRST_SPLIT_YEAR = Number(REFERENCE_DATE.slice(0, 4)) + 1;

const byDate =
  <T extends { symbol: string }>(date: (a: T) => string) =>
  (a: T, b: T) =>
    date(a).localeCompare(date(b)) || a.symbol.localeCompare(b.symbol);

/**
 * The simulated market's corporate actions for a seed, for any year: each payer's quarterly (DIS twice, O monthly)
 * dividends on its usual pay days (dividend-schedules.ts), the amount its annual dividend
 * (reference-fundamentals.ts) over the number of payments, divided by the splits before the ex-date; the pay date on
 * the usual day or the next trading day, the ex-date the usual number of days earlier or the trading day before, the
 * declaration DECLARED_DAYS_BEFORE_EX days before that or the trading day before. Splits as above. All dates are NYSE
 * trading days of `schedule`.
 */
export function createCorporateActionsCalendar(opts: {
  seed: string;
  universe: readonly UniverseEntry[];
  schedule: SessionSchedule;
}): CorporateActionsSource {
  const { seed, schedule } = opts;
  const isSession = (d: CivilDate) => schedule.sessionOf(d) !== null;
  const onOrAfter = (d: CivilDate) => {
    let x = d;
    while (!isSession(x)) x = addDays(x, 1);
    return x;
  };
  const onOrBefore = (d: CivilDate) => {
    let x = d;
    while (!isSession(x)) x = addDays(x, -1);
    return x;
  };

  /** Every year's splits from FIRST_SPLIT_YEAR, drawn in order (a split lowers the price the next year starts from). */
  const splitYears: SplitAction[][] = [];
  const priceAfterSplits = new Map(opts.universe.map((u) => [u.symbol, u.refPrice]));
  function splitsOfYear(year: number): readonly SplitAction[] {
    if (year < FIRST_SPLIT_YEAR) return [];
    while (splitYears.length <= year - FIRST_SPLIT_YEAR) {
      const y = FIRST_SPLIT_YEAR + splitYears.length;
      const out: SplitAction[] = [];
      for (const u of opts.universe) {
        const price = priceAfterSplits.get(u.symbol)!;
        if (u.sector === 'ETF' || price < SPLIT_THRESHOLD) continue;
        const rng = keyedRandom(seed, 'split', u.symbol, y);
        if (rng.next() >= SPLIT_CHANCE) continue;
        const date = onOrAfter(addDays(`${y}-01-01`, Math.floor(rng.next() * 365)));
        if (!date.startsWith(String(y))) continue;
        const to = SPLIT_RATIOS.find((r) => price / r >= SPLIT_TARGET) ?? 2;
        out.push({ symbol: u.symbol, date, from: 1, to });
        priceAfterSplits.set(u.symbol, price / to);
      }
      splitYears.push(out.sort(byDate((s) => s.date)));
    }
    return splitYears[year - FIRST_SPLIT_YEAR]!;
  }

  function splitsBetween(from: CivilDate, to: CivilDate, symbol?: string): SplitAction[] {
    const out: SplitAction[] = [];
    for (let y = parseCivilDate(from).year; y <= parseCivilDate(to).year; y++) {
      for (const s of splitsOfYear(y)) {
        if (s.date >= from && s.date <= to && (symbol === undefined || s.symbol === symbol)) out.push(s);
      }
    }
    return out;
  }

  /** Old shares per new share of the splits of `symbol` taking effect on or before `date`. */
  function splitFactorAt(symbol: string, date: CivilDate): number {
    let factor = 1;
    for (const s of splitsBetween(`${FIRST_SPLIT_YEAR}-01-01`, date, symbol)) factor *= s.from / s.to;
    return factor;
  }

  const dividendYears = new Map<number, DividendAction[]>();
  const known = new Set(opts.universe.map((u) => u.symbol));
  /** The dividends paid in `year` (their ex-date may fall in the year before). */
  function dividendsPaidIn(year: number): readonly DividendAction[] {
    let out = dividendYears.get(year);
    if (out) return out;
    out = [];
    for (const [symbol, [payDays, exDaysBeforePay]] of Object.entries(DIVIDEND_SCHEDULES)) {
      const annual = REFERENCE_FUNDAMENTALS[symbol]?.[2] ?? 0;
      if (!known.has(symbol) || annual <= 0) continue;
      const days = payDays.split(' ');
      for (const md of days) {
        const payDate = onOrAfter(`${year}-${md}`);
        const exDate = onOrBefore(addDays(payDate, -exDaysBeforePay));
        const declaredDate = onOrBefore(addDays(exDate, -DECLARED_DAYS_BEFORE_EX));
        const amount = Math.round((annual / days.length) * splitFactorAt(symbol, exDate) * 10_000) / 10_000;
        out.push({ symbol, declaredDate, exDate, payDate, amount });
      }
    }
    dividendYears.set(year, out);
    return out;
  }

  return {
    dividends(from, to, symbol) {
      const out: DividendAction[] = [];
      // A payment's ex-date comes at most two months before its pay date: the year after `to` covers them all.
      for (let y = parseCivilDate(from).year; y <= parseCivilDate(to).year + 1; y++) {
        for (const d of dividendsPaidIn(y)) {
          if (d.exDate >= from && d.exDate <= to && (symbol === undefined || d.symbol === symbol)) out.push(d);
        }
      }
      return out.sort(byDate((d) => d.exDate));
    },
    splits: splitsBetween,
  };
}
