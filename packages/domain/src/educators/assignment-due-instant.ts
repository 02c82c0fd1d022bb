import { isRealCivilDate } from '../is-real-civil-date.ts';
import { isValidTimeZone } from '../time-zone.ts';
import { civilDateInZone, zonedInstant } from '../zoned-calendar.ts';
import { ASSIGNMENT_DUE_TIMES, DEFAULT_ASSIGNMENT_DUE_TIME } from './educator-constants.ts';

export interface AssignmentDueInstantInput {
  /** 'YYYY-MM-DD' in the educator's zone. */
  dueDate: string;
  /** One of ASSIGNMENT_DUE_TIMES ('09:00' … '23:30', '23:59'; '9:00' accepted); blank = '23:59'. */
  dueTime?: string;
  /** The educator's IANA zone. */
  timeZone: string;
  now: Date;
}

export type AssignmentDueInstant =
  | { ok: true; dueAt: Date }
  | { ok: false; reason: 'bad_date' | 'bad_time' | 'bad_time_zone' | 'in_the_past' };

/**
 * When an assignment is due (docs/product/educators.md#due-status): the chosen date and time in the educator's zone. Refused: a date before
 * today in that zone, and also today at a time already past (it would be overdue at once). Checks in order: date,
 * time, zone, past.
 */
export function assignmentDueInstant(input: AssignmentDueInstantInput): AssignmentDueInstant {
  const date = input.dueDate.trim();
  if (!isRealCivilDate(date)) return { ok: false, reason: 'bad_date' };
  const time = (input.dueTime?.trim() || DEFAULT_ASSIGNMENT_DUE_TIME).padStart(5, '0');
  if (!ASSIGNMENT_DUE_TIMES.includes(time)) return { ok: false, reason: 'bad_time' };
  if (!isValidTimeZone(input.timeZone)) return { ok: false, reason: 'bad_time_zone' };
  if (date < civilDateInZone(input.now, input.timeZone)) return { ok: false, reason: 'in_the_past' };
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const dueAt = zonedInstant(date, hour, minute, input.timeZone);
  if (dueAt.getTime() <= input.now.getTime()) return { ok: false, reason: 'in_the_past' };
  return { ok: true, dueAt };
}
