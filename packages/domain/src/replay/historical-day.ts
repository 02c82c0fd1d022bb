import type { CivilDate } from '../market-calendar/civil-date.ts';

/** One real trading day of the S&P 500 index: its date and index levels (docs/decisions/025-instruments-corporate-actions-replay.md). */
export interface HistoricalDay {
  date: CivilDate;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A replay's market minutes per session: every replayed day is played as 09:30–16:00, one path point a minute. */
export const REPLAY_SESSION_MINUTES = 390;
/** The session's first minute as minutes after midnight (09:30). */
export const REPLAY_OPEN_MINUTE = 9 * 60 + 30;
