import type { CivilDate } from '../market-calendar/civil-date.ts';
import { sessionOf } from '../market-calendar/market-calendar.ts';

/** One real trading day of the S&P 500 index: its date and index levels (docs/decisions/025-instruments-corporate-actions-replay.md). */
export interface HistoricalDay {
  date: CivilDate;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A replay's market minutes per regular session: a replayed day is played as 09:30–16:00, one path point a minute. */
export const REPLAY_SESSION_MINUTES = 390;
/** The session's first minute as minutes after midnight (09:30). */
export const REPLAY_OPEN_MINUTE = 9 * 60 + 30;

/**
 * The market minutes of a replayed day's session: 390 (09:30–16:00), or up to its early close on an NYSE early-close
 * day (13:00: the day after Thanksgiving, Christmas Eve and July 3 on a weekday; market-calendar.ts): 210.
 */
export function replaySessionMinutesOf(date: CivilDate): number {
  const session = sessionOf(date);
  if (session.kind !== 'early-close' || !session.opensAt || !session.closesAt) return REPLAY_SESSION_MINUTES;
  return Math.round((session.closesAt.getTime() - session.opensAt.getTime()) / 60_000);
}
