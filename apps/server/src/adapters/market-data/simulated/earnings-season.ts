import { addDays, type CivilDate } from '@tradearena/domain';
import type { SessionSchedule } from './session-schedule.ts';

/**
 * Each company reports `offset` days after its quarter ends (31 Mar, 30 Jun, 30 Sep, 31 Dec), its own fixed offset
 * from 14 to 38 days, or on the next session when that day does not trade: every report falls 2 to 6 weeks after
 * the quarter, in the earnings seasons a student sees in real markets.
 */
export const EARNINGS_OFFSET_DAYS = { min: 14, max: 38 } as const;
/** Latest day after a quarter's end a report can fall on (the offset rolled past a weekend and holidays). */
export const EARNINGS_SEASON_END_DAYS = 42;

/** The latest quarter end on or before `date`. */
export function quarterEndOnOrBefore(date: CivilDate): CivilDate {
  const year = Number(date.slice(0, 4));
  const ends = [`${year - 1}-12-31`, `${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`];
  return ends.filter((end) => end <= date).at(-1)!;
}

/** Whether `date` is the session on which a company with this offset reports a quarter (see above). */
export function isEarningsSession(schedule: SessionSchedule, offsetDays: number, date: CivilDate): boolean {
  if (!schedule.sessionOf(date)) return false;
  const due = addDays(quarterEndOnOrBefore(addDays(date, -offsetDays)), offsetDays);
  if (date > addDays(due, EARNINGS_SEASON_END_DAYS - EARNINGS_OFFSET_DAYS.max)) return false;
  for (let d = due; d < date; d = addDays(d, 1)) if (schedule.sessionOf(d)) return false;
  return true;
}
