import { TZDate } from '@date-fns/tz';
import { type CivilDate, civilDate, civilDateOfDayNumber, dayNumberOf } from '../market-calendar/civil-date.ts';
import {
  DEFAULT_FRIEND_LEAGUE_START_TIME,
  FRIEND_LEAGUE_DURATIONS,
  FRIEND_LEAGUE_MAX_DAYS_AHEAD,
  FRIEND_LEAGUE_START_TIMES,
  FRIEND_LEAGUE_TIME_ZONE,
} from './competition-constants.ts';

export interface FriendLeagueScheduleInput {
  /** 'YYYY-MM-DD' in US Central; blank = today in Central. */
  startDate?: string;
  /** One of FRIEND_LEAGUE_START_TIMES ('8:00 AM' … '4:00 PM', any case); blank = '12:30 PM'. */
  startTime?: string;
  durationDays: number;
  now: Date;
}

export type FriendLeagueSchedule =
  | { ok: true; startsAt: Date; endsAt: Date }
  | { ok: false; reason: 'bad_date' | 'bad_time' | 'bad_duration' | 'in_the_past' | 'too_far' };

function isRealDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && civilDateOfDayNumber(dayNumberOf(text)) === text;
}

/** '8:00 am' → { hour: 8, minute: 0 } when the normalized label is one of the offered start times. */
function parseStartTime(text: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(text);
  if (!m) return null;
  const label = `${Number(m[1])}:${m[2]} ${m[3]!.toUpperCase()}`;
  if (!FRIEND_LEAGUE_START_TIMES.includes(label)) return null;
  const hour12 = Number(m[1]) % 12;
  return { hour: m[3]!.toUpperCase() === 'PM' ? hour12 + 12 : hour12, minute: Number(m[2]) };
}

function centralDateOf(instant: Date): CivilDate {
  const z = new TZDate(instant.getTime(), FRIEND_LEAGUE_TIME_ZONE);
  return civilDate(z.getFullYear(), z.getMonth() + 1, z.getDate());
}

/** The same Central wall-clock time `days` calendar days later (23 or 25 hours across a DST switch). */
function addCentralDays(instant: Date, days: number): Date {
  const z = new TZDate(instant.getTime(), FRIEND_LEAGUE_TIME_ZONE);
  const moved = new TZDate(
    z.getFullYear(),
    z.getMonth(),
    z.getDate() + days,
    z.getHours(),
    z.getMinutes(),
    z.getSeconds(),
    z.getMilliseconds(),
    FRIEND_LEAGUE_TIME_ZONE,
  );
  return new Date(moved.getTime());
}

/**
 * When a new friend league starts and ends (spec 02 §5, §9). Times are US Central. A start date before today
 * (Central) is refused; today at a time already past is allowed and the league starts at once (`startsAt` = now),
 * so blank fields never fail late in the day. `endsAt` = `startsAt` + durationDays calendar days, same Central
 * wall-clock time. A start more than FRIEND_LEAGUE_MAX_DAYS_AHEAD days ahead is refused. Checks in order: date,
 * time, duration, past, too far.
 */
export function friendLeagueSchedule(input: FriendLeagueScheduleInput): FriendLeagueSchedule {
  const today = centralDateOf(input.now);
  const date = input.startDate?.trim() || today;
  if (!isRealDate(date)) return { ok: false, reason: 'bad_date' };
  const time = parseStartTime(input.startTime?.trim() || DEFAULT_FRIEND_LEAGUE_START_TIME);
  if (!time) return { ok: false, reason: 'bad_time' };
  if (!FRIEND_LEAGUE_DURATIONS.includes(input.durationDays)) return { ok: false, reason: 'bad_duration' };
  if (date < today) return { ok: false, reason: 'in_the_past' };
  // A league far in the future would hold one of the creator's 5 open places for nothing.
  if (dayNumberOf(date) - dayNumberOf(today) > FRIEND_LEAGUE_MAX_DAYS_AHEAD) return { ok: false, reason: 'too_far' };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const chosen = new Date(new TZDate(year, month - 1, day, time.hour, time.minute, FRIEND_LEAGUE_TIME_ZONE).getTime());
  const startsAt = chosen > input.now ? chosen : new Date(input.now.getTime());
  return { ok: true, startsAt, endsAt: addCentralDays(startsAt, input.durationDays) };
}
