/**
 * Civil (calendar) dates as 'YYYY-MM-DD' strings. Pure arithmetic on the proleptic Gregorian calendar, no time zone:
 * a civil date is the same everywhere, only its instants depend on a zone.
 */
export type CivilDate = string;

export function civilDate(year: number, month: number, day: number): CivilDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseCivilDate(date: CivilDate): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not a civil date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Days since 1970-01-01 (negative before). */
export function dayNumberOf(date: CivilDate): number {
  const { year, month, day } = parseCivilDate(date);
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function civilDateOfDayNumber(n: number): CivilDate {
  const d = new Date(n * 86_400_000);
  return civilDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return civilDateOfDayNumber(dayNumberOf(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CivilDate): number {
  return (((dayNumberOf(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: CivilDate): boolean {
  const w = weekdayOf(date);
  return w === 0 || w === 6;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekdayOf(year: number, month: number, weekday: number, n: number): CivilDate {
  if (n > 0) {
    const first = civilDate(year, month, 1);
    const shift = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, shift + (n - 1) * 7);
  }
  const nextMonthFirst = month === 12 ? civilDate(year + 1, 1, 1) : civilDate(year, month + 1, 1);
  const last = addDays(nextMonthFirst, -1);
  const back = (weekdayOf(last) - weekday + 7) % 7;
  return addDays(last, -back);
}

/** Easter Sunday (Gregorian), anonymous/Meeus algorithm. */
export function easterSundayOf(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDate(year, month, day);
}
