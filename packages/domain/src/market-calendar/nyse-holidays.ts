import {
  addDays,
  type CivilDate,
  civilDate,
  easterSundayOf,
  nthWeekdayOf,
  parseCivilDate,
  weekdayOf,
} from './civil-date.ts';
import type { MarketDay } from './market-day.ts';
import { NYSE_OVERRIDES } from './nyse-overrides.ts';

export type { MarketDay };

export const EARLY_CLOSE_TIME = '13:00';

const MON = 1;
const THU = 4;

/** Sunday → the following Monday; Saturday → the preceding Friday (NYSE Rule 7.2). */
function observed(date: CivilDate): CivilDate {
  const w = weekdayOf(date);
  if (w === 0) return addDays(date, 1);
  if (w === 6) return addDays(date, -1);
  return date;
}

function ruleHolidaysOf(year: number): MarketDay[] {
  const days: MarketDay[] = [];
  const full = (date: CivilDate, name: string) => days.push({ date, name, type: 'full' });
  const early = (date: CivilDate, name: string) =>
    days.push({ date, name, type: 'early', closeTime: EARLY_CLOSE_TIME });

  // New Year's Day on a Saturday is not observed (Dec 31 closes a fiscal period and stays open).
  const newYear = civilDate(year, 1, 1);
  if (weekdayOf(newYear) !== 6) full(observed(newYear), "New Year's Day");
  full(nthWeekdayOf(year, 1, MON, 3), 'Martin Luther King, Jr. Day');
  full(nthWeekdayOf(year, 2, MON, 3), "Washington's Birthday");
  full(addDays(easterSundayOf(year), -2), 'Good Friday');
  full(nthWeekdayOf(year, 5, MON, -1), 'Memorial Day');
  if (year >= 2022) full(observed(civilDate(year, 6, 19)), 'Juneteenth National Independence Day');
  full(observed(civilDate(year, 7, 4)), 'Independence Day');
  full(nthWeekdayOf(year, 9, MON, 1), 'Labor Day');
  const thanksgiving = nthWeekdayOf(year, 11, THU, 4);
  full(thanksgiving, 'Thanksgiving Day');
  full(observed(civilDate(year, 12, 25)), 'Christmas Day');

  const july3 = civilDate(year, 7, 3);
  if (weekdayOf(july3) >= MON && weekdayOf(july3) <= THU) early(july3, 'Independence Day (early close)');
  early(addDays(thanksgiving, 1), 'Day after Thanksgiving');
  const dec24 = civilDate(year, 12, 24);
  if (weekdayOf(dec24) >= MON && weekdayOf(dec24) <= THU) early(dec24, 'Christmas Eve');
  return days;
}

/**
 * Every NYSE full holiday and 13:00 early close of a year, sorted by date: the rules of NYSE Rule 7.2 plus the
 * override list of one-off closures (an override wins over a rule on the same date).
 */
export function nyseHolidaysOf(year: number): MarketDay[] {
  const byDate = new Map<CivilDate, MarketDay>();
  for (const d of ruleHolidaysOf(year)) byDate.set(d.date, d);
  for (const d of NYSE_OVERRIDES) if (parseCivilDate(d.date).year === year) byDate.set(d.date, d);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const cache = new Map<number, Map<CivilDate, MarketDay>>();

/** The holiday or early close on a date, or undefined for an ordinary day. */
export function nyseHolidayOn(date: CivilDate): MarketDay | undefined {
  const { year } = parseCivilDate(date);
  let table = cache.get(year);
  if (!table) {
    table = new Map(nyseHolidaysOf(year).map((d) => [d.date, d]));
    cache.set(year, table);
  }
  return table.get(date);
}
