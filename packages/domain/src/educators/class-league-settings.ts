import { isRealCivilDate } from '../is-real-civil-date.ts';
import { isValidTimeZone } from '../time-zone.ts';
import { addZonedDays, zonedInstant } from '../zoned-calendar.ts';
import {
  CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MAX_DURATION_DAYS,
  CLASS_LEAGUE_MAX_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MESSAGES,
  CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS,
  CLASS_LEAGUE_MIN_STUDENTS,
  CLASS_LEAGUE_NAME_MAX_LENGTH,
  CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS,
  CLASS_LEAGUE_UNLIMITED_STUDENTS,
} from './educator-constants.ts';

export interface ClassLeagueInput {
  name: string;
  /** 'YYYY-MM-DD' in the educator's zone. */
  startDate: string;
  /** 'HH:MM' 24-hour ('9:30' accepted) in the educator's zone. */
  startTime: string;
  /** The educator's IANA zone. */
  timeZone: string;
  durationDays: number;
  /** 1..999; 999 = unlimited. */
  maxStudents: number;
  /** Whole dollars; anything that is not a number (blank, NaN, 'abc') means the default $100,000 (docs/product/educators.md). */
  startingBalance?: number | string | null;
  now: Date;
  /** Start at `now` instead of the chosen date and time (which are then not read). */
  startNow?: boolean;
}

export type ClassLeagueField =
  | 'name'
  | 'startDate'
  | 'startTime'
  | 'timeZone'
  | 'durationDays'
  | 'maxStudents'
  | 'startingBalance';

export type ClassLeagueSettings =
  | {
      ok: true;
      value: { name: string; startsAt: Date; endsAt: Date; maxParticipants: number | null; startingCashCents: number };
    }
  | { ok: false; field: ClassLeagueField; message: string };

type Failure = Extract<ClassLeagueSettings, { ok: false }>;
const fail = (field: ClassLeagueField, message: string): Failure => ({ ok: false, field, message });

function parseClock(text: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The balance in dollars, or the default when the input is not a number (docs/product/educators.md). */
function startingDollars(raw: ClassLeagueInput['startingBalance']): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(n) ? n : CLASS_LEAGUE_DEFAULT_STARTING_BALANCE_DOLLARS;
}

/** The chosen start: required, well-formed, the zone known, strictly after `now`. */
function chosenStart(input: ClassLeagueInput): { ok: true; startsAt: Date } | Failure {
  const date = input.startDate.trim();
  const clockText = input.startTime.trim();
  if (date === '' || clockText === '')
    return fail(date === '' ? 'startDate' : 'startTime', CLASS_LEAGUE_MESSAGES.startRequired);
  if (!isRealCivilDate(date)) return fail('startDate', CLASS_LEAGUE_MESSAGES.badStartDate);
  const clock = parseClock(clockText);
  if (!clock) return fail('startTime', CLASS_LEAGUE_MESSAGES.badStartTime);
  if (!isValidTimeZone(input.timeZone)) return fail('timeZone', CLASS_LEAGUE_MESSAGES.badTimeZone);
  const startsAt = zonedInstant(date, clock.hour, clock.minute, input.timeZone);
  if (startsAt.getTime() <= input.now.getTime()) return fail('startDate', CLASS_LEAGUE_MESSAGES.startInPast);
  return { ok: true, startsAt };
}

/**
 * The educator's create-league form checked field by field, first failure wins, in form order: name,
 * start date and time (required, well-formed, zone known, strictly after `now`), duration, max students, starting
 * balance. The league runs from the chosen wall-clock time in the educator's zone for `durationDays` calendar days
 * (same wall-clock time at the end, 23 or 25 hours across a DST switch). Max students 999 = unlimited (null).
 * With `startNow` the league starts at `now` (the class need not wait for a chosen time) and the date and time are
 * not read.
 */
export function classLeagueSettings(input: ClassLeagueInput): ClassLeagueSettings {
  const name = input.name.trim();
  if (name === '') return fail('name', CLASS_LEAGUE_MESSAGES.nameRequired);
  if (name.length > CLASS_LEAGUE_NAME_MAX_LENGTH) return fail('name', CLASS_LEAGUE_MESSAGES.nameTooLong);
  const start = input.startNow ? { ok: true as const, startsAt: input.now } : chosenStart(input);
  if (!start.ok) return start;
  const { startsAt } = start;
  if (input.startNow && !isValidTimeZone(input.timeZone)) return fail('timeZone', CLASS_LEAGUE_MESSAGES.badTimeZone);
  const days = input.durationDays;
  if (!Number.isInteger(days) || days < 1 || days > CLASS_LEAGUE_MAX_DURATION_DAYS)
    return fail('durationDays', CLASS_LEAGUE_MESSAGES.badDuration);
  const max = input.maxStudents;
  if (!Number.isInteger(max) || max < CLASS_LEAGUE_MIN_STUDENTS || max > CLASS_LEAGUE_UNLIMITED_STUDENTS)
    return fail('maxStudents', CLASS_LEAGUE_MESSAGES.badMaxStudents);
  const dollars = startingDollars(input.startingBalance);
  if (dollars < CLASS_LEAGUE_MIN_STARTING_BALANCE_DOLLARS)
    return fail('startingBalance', CLASS_LEAGUE_MESSAGES.balanceTooLow);
  if (dollars > CLASS_LEAGUE_MAX_STARTING_BALANCE_DOLLARS)
    return fail('startingBalance', CLASS_LEAGUE_MESSAGES.balanceTooHigh);
  if (!Number.isInteger(dollars / CLASS_LEAGUE_STARTING_BALANCE_STEP_DOLLARS))
    return fail('startingBalance', CLASS_LEAGUE_MESSAGES.balanceStep);
  return {
    ok: true,
    value: {
      name,
      startsAt,
      endsAt: addZonedDays(startsAt, days, input.timeZone),
      maxParticipants: max === CLASS_LEAGUE_UNLIMITED_STUDENTS ? null : max,
      startingCashCents: dollars * 100,
    },
  };
}
