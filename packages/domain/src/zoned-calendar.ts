import { TZDate } from '@date-fns/tz';
import { type CivilDate, civilDate } from './market-calendar/civil-date.ts';
import { isValidTimeZone } from './time-zone.ts';

function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Not an IANA time zone: ${timeZone}`);
}

/** The calendar date an instant falls on in an IANA zone ('YYYY-MM-DD'). Throws RangeError on an unknown zone. */
export function civilDateInZone(instant: Date, timeZone: string): CivilDate {
  assertTimeZone(timeZone);
  const z = new TZDate(instant.getTime(), timeZone);
  return civilDate(z.getFullYear(), z.getMonth() + 1, z.getDate());
}

/**
 * The instant a wall-clock time on a calendar date names in an IANA zone. A time skipped by a DST switch moves
 * forward by the gap (02:30 on a spring-forward day is 03:30); a repeated time is its first occurrence.
 */
export function zonedInstant(date: CivilDate, hour: number, minute: number, timeZone: string): Date {
  assertTimeZone(timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

/**
 * The first instant of the calendar day `now` falls on in a zone — "today" for the dashboard's Active Today and
 * trades-today counts: count sign-ins and trades at or after it.
 */
export function startOfDayInZone(now: Date, timeZone: string): Date {
  return zonedInstant(civilDateInZone(now, timeZone), 0, 0, timeZone);
}

/** The same wall-clock time in the zone `days` calendar days later (23 or 25 hours across a DST switch). */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  assertTimeZone(timeZone);
  const z = new TZDate(instant.getTime(), timeZone);
  const moved = new TZDate(
    z.getFullYear(),
    z.getMonth(),
    z.getDate() + days,
    z.getHours(),
    z.getMinutes(),
    z.getSeconds(),
    z.getMilliseconds(),
    timeZone,
  );
  return new Date(moved.getTime());
}
