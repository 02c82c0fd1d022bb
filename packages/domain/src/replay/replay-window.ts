import type { CivilDate } from '../market-calendar/civil-date.ts';
import type { HistoricalDay } from './historical-day.ts';
import { seededStream } from './seeded-stream.ts';

/** A replay lasts one to five real trading days. */
export const REPLAY_MIN_DAYS = 1;
export const REPLAY_MAX_DAYS = 5;

export interface ReplayWindow {
  /** The real days replayed, in order. */
  days: HistoricalDay[];
  /** The index close of the trading day before the first: Day 1's previous close. */
  previousClose: number;
}

/**
 * The `days` trading days of `history` (oldest first) starting at `startDate`, or null when the date is not a day of
 * the history, is its first day (no previous close to gap from) or leaves fewer than `days` days.
 */
export function replayWindow(
  history: readonly HistoricalDay[],
  startDate: CivilDate,
  days: number,
): ReplayWindow | null {
  const i = history.findIndex((d) => d.date === startDate);
  if (i < 1 || i + days > history.length) return null;
  return { days: history.slice(i, i + days), previousClose: history[i - 1]!.close };
}

/** A start date drawn from `seed` among every day that can begin a replay of `days` days. */
export function drawReplayStartDate(history: readonly HistoricalDay[], days: number, seed: string): CivilDate {
  const i = seededStream(`${seed}:start`).int(1, history.length - days);
  return history[i]!.date;
}
