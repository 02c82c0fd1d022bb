import { isRealCivilDate } from '../is-real-civil-date.ts';
import { dayNumberOf } from '../market-calendar/civil-date.ts';
import { addZonedDays, civilDateInZone, zonedInstant } from '../zoned-calendar.ts';
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

/** '8:00 am' → { hour: 8, minute: 0 } when the normalized label is one of the offered start times. */
function parseStartTime(text: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(text);
  if (!m) return null;
  const label = `${Number(m[1])}:${m[2]} ${m[3]!.toUpperCase()}`;
  if (!FRIEND_LEAGUE_START_TIMES.includes(label)) return null;
  const hour12 = Number(m[1]) % 12;
  return { hour: m[3]!.toUpperCase() === 'PM' ? hour12 + 12 : hour12, minute: Number(m[2]) };
}

/**
 * When a new friend league starts and ends (docs/product/competitions.md#friend-leagues). Times are US Central. A start date before today
 * (Central) is refused; today at a time already past is allowed and the league starts at once (`startsAt` = now),
 * so blank fields never fail late in the day. `endsAt` = `startsAt` + durationDays calendar days, same Central
 * wall-clock time. A start more than FRIEND_LEAGUE_MAX_DAYS_AHEAD days ahead is refused. Checks in order: date,
 * time, duration, past, too far.
 */
export function friendLeagueSchedule(input: FriendLeagueScheduleInput): FriendLeagueSchedule {
  const today = civilDateInZone(input.now, FRIEND_LEAGUE_TIME_ZONE);
  const date = input.startDate?.trim() || today;
  if (!isRealCivilDate(date)) return { ok: false, reason: 'bad_date' };
  const time = parseStartTime(input.startTime?.trim() || DEFAULT_FRIEND_LEAGUE_START_TIME);
  if (!time) return { ok: false, reason: 'bad_time' };
  if (!FRIEND_LEAGUE_DURATIONS.includes(input.durationDays)) return { ok: false, reason: 'bad_duration' };
  if (date < today) return { ok: false, reason: 'in_the_past' };
  // A league far in the future would hold one of the creator's 5 open places for nothing.
  if (dayNumberOf(date) - dayNumberOf(today) > FRIEND_LEAGUE_MAX_DAYS_AHEAD) return { ok: false, reason: 'too_far' };
  const chosen = zonedInstant(date, time.hour, time.minute, FRIEND_LEAGUE_TIME_ZONE);
  const startsAt = chosen > input.now ? chosen : new Date(input.now.getTime());
  return { ok: true, startsAt, endsAt: addZonedDays(startsAt, input.durationDays, FRIEND_LEAGUE_TIME_ZONE) };
}
