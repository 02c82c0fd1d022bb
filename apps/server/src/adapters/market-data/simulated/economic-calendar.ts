import {
  addDays,
  type CivilDate,
  civilDate,
  newYorkInstant,
  nthWeekdayOf,
  nyseHolidayOn,
  parseCivilDate,
  weekdayOf,
} from '@tradearena/domain';
import type { EconomicEvent } from '../../../ports/market-feed.ts';
import { seededRandom } from './seeded-random.ts';

/** FOMC statement days (day 2 of each meeting), as published by the Federal Reserve. */
const FOMC_OFFICIAL: Record<number, string[]> = {
  2024: ['01-31', '03-20', '05-01', '06-12', '07-31', '09-18', '11-07', '12-18'],
  2025: ['01-29', '03-19', '05-07', '06-18', '07-30', '09-17', '10-29', '12-10'],
  2026: ['01-28', '03-18', '04-29', '06-17', '07-29', '09-16', '10-28', '12-09'],
  2027: ['01-27', '03-17', '04-28', '06-09', '07-28', '09-15', '10-27', '12-08'],
};
const WED = 3;
const THU = 4;
const FRI = 5;

function fomcDays(year: number): { date: CivilDate; official: boolean }[] {
  const official = FOMC_OFFICIAL[year];
  if (official) return official.map((md) => ({ date: `${year}-${md}`, official: true }));
  if (year === 2028) return [{ date: '2028-01-26', official: true }, ...fomcPattern(year).slice(1)];
  return fomcPattern(year);
}

/** The usual pattern where no schedule is published yet: eight Wednesday statements a year. */
function fomcPattern(year: number): { date: CivilDate; official: boolean }[] {
  const plan: [number, number][] = [
    [1, -1],
    [3, 3],
    [4, -1],
    [6, 3],
    [7, -1],
    [9, 3],
    [10, -1],
    [12, 2],
  ];
  return plan.map(([m, n]) => ({ date: nthWeekdayOf(year, m, WED, n), official: false }));
}

const MON = 1;

/**
 * A day the federal statistics agencies are closed: the NYSE's full closures except Good Friday (a working day for
 * the government), plus Columbus Day and Veterans Day (observed), when the exchange stays open.
 */
function isFederalHoliday(d: CivilDate): boolean {
  const { year, month, day } = parseCivilDate(d);
  const nyse = nyseHolidayOn(d);
  if (nyse?.type === 'full' && nyse.name !== 'Good Friday') return true;
  if (month === 10 && d === nthWeekdayOf(year, 10, MON, 2)) return true;
  const veterans = civilDate(year, 11, 11);
  const w = weekdayOf(veterans);
  const observed = w === 6 ? addDays(veterans, -1) : w === 0 ? addDays(veterans, 1) : veterans;
  return month === 11 && day >= 10 && day <= 12 && d === observed;
}

const isBusinessDay = (d: CivilDate) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5 && !isFederalHoliday(d);
function firstBusinessDayFrom(d: CivilDate): CivilDate {
  let x = d;
  while (!isBusinessDay(x)) x = addDays(x, 1);
  return x;
}
function lastBusinessDayBefore(d: CivilDate): CivilDate {
  let x = addDays(d, -1);
  while (!isBusinessDay(x)) x = addDays(x, -1);
  return x;
}

interface Series {
  event: string;
  time: string;
  impact: 'high' | 'medium';
  /** The usual release days of a month, before moving off federal holidays (see releaseDay). */
  dates(year: number, month: number): CivilDate[];
  value(rng: ReturnType<typeof seededRandom>): string;
}

const SERIES: Series[] = [
  {
    event: 'Nonfarm Payrolls',
    time: '08:30',
    impact: 'high',
    dates: (y, m) => [nthWeekdayOf(y, m, FRI, 1)],
    value: (r) => `${Math.round(150 + 60 * r.normal())}K`,
  },
  {
    event: 'Unemployment Rate',
    time: '08:30',
    impact: 'high',
    dates: (y, m) => [nthWeekdayOf(y, m, FRI, 1)],
    value: (r) => `${(4.2 + 0.15 * r.normal()).toFixed(1)}%`,
  },
  {
    event: 'CPI (MoM)',
    time: '08:30',
    impact: 'high',
    dates: (y, m) => [firstBusinessDayFrom(civilDate(y, m, 12))],
    value: (r) => `${(0.25 + 0.12 * r.normal()).toFixed(1)}%`,
  },
  {
    event: 'Retail Sales (MoM)',
    time: '08:30',
    impact: 'medium',
    dates: (y, m) => [firstBusinessDayFrom(civilDate(y, m, 16))],
    value: (r) => `${(0.3 + 0.5 * r.normal()).toFixed(1)}%`,
  },
  {
    event: 'ISM Manufacturing PMI',
    time: '10:00',
    impact: 'medium',
    dates: (y, m) => [firstBusinessDayFrom(civilDate(y, m, 1))],
    value: (r) => (49 + 2.5 * r.normal()).toFixed(1),
  },
  {
    event: 'GDP (QoQ, advance)',
    time: '08:30',
    impact: 'high',
    dates: (y, m) => ([1, 4, 7, 10].includes(m) ? [nthWeekdayOf(y, m, THU, -1)] : []),
    value: (r) => `${(2 + 1.2 * r.normal()).toFixed(1)}%`,
  },
  {
    event: 'Initial Jobless Claims',
    time: '08:30',
    impact: 'medium',
    dates: (y, m) =>
      [1, 2, 3, 4, 5].map((n) => nthWeekdayOf(y, m, THU, n)).filter((d) => parseCivilDate(d).month === m),
    value: (r) => `${Math.round(225 + 15 * r.normal())}K`,
  },
];

/**
 * The day a release really comes out: weekly claims move to the day before a Thursday holiday (Thanksgiving), the
 * jobs report to the Thursday before a 3 July holiday and a week later after New Year's Day; the others are already
 * on business days.
 */
function releaseDay(s: Series, usual: CivilDate): CivilDate {
  if (isBusinessDay(usual)) return usual;
  if (s.event === 'Nonfarm Payrolls' || s.event === 'Unemployment Rate') {
    return parseCivilDate(usual).month === 7 ? lastBusinessDayBefore(usual) : firstBusinessDayFrom(addDays(usual, 7));
  }
  return s.event === 'Initial Jobless Claims' ? lastBusinessDayBefore(usual) : firstBusinessDayFrom(usual);
}

/** The period a release reports on (months back with `back`): weekly series by date, the others by month. */
function periodOf(s: Series, date: CivilDate, back = 0): string {
  if (s.event === 'Initial Jobless Claims') return addDays(date, -7 * back);
  const step = s.event.startsWith('GDP') ? 3 : 1;
  const { year, month } = parseCivilDate(date);
  const m = year * 12 + (month - 1) - step * back;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}

/**
 * The offline economic calendar from `from` to `to` (New York dates): the Fed's published FOMC decision days plus
 * the usual release pattern of the main US indicators, moved off federal holidays as the agencies do. Figures are
 * synthetic (seeded) and `actual` appears only once the release time has passed.
 */
export function economicCalendar(seed: string, from: CivilDate, to: CivilDate, nowMs: number): EconomicEvent[] {
  const out: EconomicEvent[] = [];
  const { year: y0 } = parseCivilDate(from);
  const { year: y1 } = parseCivilDate(to);
  const inRange = (d: CivilDate) => d >= from && d <= to;
  for (let year = y0; year <= y1; year++) {
    for (const f of fomcDays(year)) {
      if (inRange(f.date)) {
        out.push({
          event: 'FOMC Interest Rate Decision',
          date: f.date,
          time: '14:00',
          impact: 'high',
          schedule: f.official ? 'official' : 'rule-based',
        });
      }
    }
    for (let month = 1; month <= 12; month++) {
      for (const s of SERIES) {
        for (const usual of s.dates(year, month)) {
          // Figures stay keyed on the usual day, so "previous" always matches the last release's "actual".
          const date = releaseDay(s, usual);
          if (!inRange(date)) continue;
          const [h, m] = s.time.split(':').map(Number);
          const released = newYorkInstant(date, h!, m!).getTime() <= nowMs;
          const rng = seededRandom(seed, s.event, periodOf(s, usual));
          const event: EconomicEvent = {
            event: s.event,
            date,
            time: s.time,
            impact: s.impact,
            forecast: s.value(seededRandom(seed, s.event, usual, 'forecast')),
            previous: s.value(seededRandom(seed, s.event, periodOf(s, usual, 1))),
            schedule: 'rule-based',
          };
          if (released) event.actual = s.value(rng);
          out.push(event);
        }
      }
    }
  }
  return out.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time) || a.event.localeCompare(b.event));
}
