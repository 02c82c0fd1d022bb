import { TZDate } from '@date-fns/tz';
import { addDays, type CivilDate, civilDate, isWeekend, parseCivilDate } from './civil-date.ts';
import { nyseHolidayOn } from './nyse-holidays.ts';

export const NYSE_TIME_ZONE = 'America/New_York';
const OPEN = { hour: 9, minute: 30 };
const CLOSE = { hour: 16, minute: 0 };

/** One calendar day of the exchange. Instants are UTC Dates; `reason` says why a day is closed or shortened. */
export interface MarketSession {
  date: CivilDate;
  kind: 'regular' | 'early-close' | 'closed';
  opensAt: Date | null;
  closesAt: Date | null;
  reason?: string;
}

/** The instant of a New York wall-clock time on a civil date (DST handled by the IANA zone, never an offset). */
export function newYorkInstant(date: CivilDate, hour: number, minute: number): Date {
  const { year, month, day } = parseCivilDate(date);
  return new Date(new TZDate(year, month - 1, day, hour, minute, NYSE_TIME_ZONE).getTime());
}

/** The New York civil date of an instant. */
export function newYorkDateOf(now: Date): CivilDate {
  const z = new TZDate(now.getTime(), NYSE_TIME_ZONE);
  return civilDate(z.getFullYear(), z.getMonth() + 1, z.getDate());
}

/** The NYSE session of a civil date: regular 09:30–16:00 ET, early close 09:30–13:00 ET, or closed (with why). */
export function sessionOf(day: CivilDate): MarketSession {
  if (isWeekend(day)) return { date: day, kind: 'closed', opensAt: null, closesAt: null, reason: 'Weekend' };
  const holiday = nyseHolidayOn(day);
  if (holiday?.type === 'full') {
    return { date: day, kind: 'closed', opensAt: null, closesAt: null, reason: holiday.name };
  }
  const opensAt = newYorkInstant(day, OPEN.hour, OPEN.minute);
  if (holiday?.type === 'early') {
    const [h, m] = (holiday.closeTime ?? '13:00').split(':').map(Number);
    return { date: day, kind: 'early-close', opensAt, closesAt: newYorkInstant(day, h!, m!), reason: holiday.name };
  }
  return { date: day, kind: 'regular', opensAt, closesAt: newYorkInstant(day, CLOSE.hour, CLOSE.minute) };
}

/** True from the open (inclusive) to the close (exclusive) of a trading day. */
export function isMarketOpen(now: Date): boolean {
  const s = sessionOf(newYorkDateOf(now));
  return s.opensAt !== null && s.closesAt !== null && now >= s.opensAt && now < s.closesAt;
}

/** The first session open strictly after `now`. */
export function nextOpen(now: Date): Date {
  let day = newYorkDateOf(now);
  for (let i = 0; i < 30; i++, day = addDays(day, 1)) {
    const s = sessionOf(day);
    if (s.opensAt && s.opensAt > now) return s.opensAt;
  }
  throw new Error(`No NYSE open within 30 days of ${now.toISOString()}`);
}

/** The first session close strictly after `now` (today's close while the market is open). */
export function nextClose(now: Date): Date {
  let day = newYorkDateOf(now);
  for (let i = 0; i < 30; i++, day = addDays(day, 1)) {
    const s = sessionOf(day);
    if (s.closesAt && s.closesAt > now) return s.closesAt;
  }
  throw new Error(`No NYSE close within 30 days of ${now.toISOString()}`);
}

/** The last trading session that opened at or before `now` (the session a quote at `now` belongs to). */
export function latestSessionAt(now: Date): MarketSession {
  let day = newYorkDateOf(now);
  for (let i = 0; i < 30; i++, day = addDays(day, -1)) {
    const s = sessionOf(day);
    if (s.opensAt && s.opensAt <= now) return s;
  }
  throw new Error(`No NYSE session within 30 days before ${now.toISOString()}`);
}
