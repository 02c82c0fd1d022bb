import { TZDate } from '@date-fns/tz';
import { civilDateInZone, zonedInstant } from '../zoned-calendar.ts';

const NEW_YORK = 'America/New_York';
/** The regular NYSE session in New York wall-clock time (early closes end sooner; the market check refuses those). */
const SESSION = { start: '09:30', end: '16:00' } as const;

/** The wall-clock time "HH:MM" of an instant in an IANA zone. */
export function wallClockIn(instant: Date, timeZone: string): string {
  const z = new TZDate(instant.getTime(), timeZone);
  return `${String(z.getHours()).padStart(2, '0')}:${String(z.getMinutes()).padStart(2, '0')}`;
}

/**
 * Whether a house-rules trading window, "HH:MM" to "HH:MM" in `timeZone`, lies inside the regular market session on
 * the date `now` falls on there (the same window moves against New York across a time-zone's DST switch, so it is
 * checked for the day it is saved).
 */
export function isWithinMarketSession(hours: { start: string; end: string }, timeZone: string, now: Date): boolean {
  if (!(hours.start < hours.end)) return false;
  const date = civilDateInZone(now, timeZone);
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return wallClockIn(zonedInstant(date, h, m, timeZone), NEW_YORK);
  };
  const start = at(hours.start);
  const end = at(hours.end);
  return start >= SESSION.start && end <= SESSION.end && start < end;
}
