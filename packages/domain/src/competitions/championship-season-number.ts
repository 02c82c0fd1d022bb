import { newYorkDateOf, sessionOf } from '../market-calendar/market-calendar.ts';
import { type ChampionshipType, lastCloseOfPeriod, periodIndexOf, type SessionLookup } from './championship-period.ts';
import { championshipSeasonEnd, championshipSeasonStart } from './championship-season-end.ts';

/**
 * Season 1 is the season ending in the first week of 2026 (Fri 2026-01-02 16:00 New York) or at the close of
 * January 2026; the number then grows by one per week or month (a period without a session would skip a number).
 */
const EPOCH_INDEX: Record<ChampionshipType, number> = {
  weekly: periodIndexOf('weekly', '2026-01-02'),
  monthly: periodIndexOf('monthly', '2026-01-02'),
};

/**
 * The 1-based number of the season holding `at`. Instants before season 1 opened are clamped into season 1 (no
 * season 0 or negative numbers exist). Constant work: one period lookup, no loop over past seasons.
 */
export function championshipSeasonNumber(
  type: ChampionshipType,
  at: Date,
  sessionOfDay: SessionLookup = sessionOf,
): number {
  const end = championshipSeasonEnd(type, at, sessionOfDay);
  return Math.max(1, periodIndexOf(type, newYorkDateOf(end)) - EPOCH_INDEX[type] + 1);
}

/** The instants season `season` opens and ends: the inverse of `championshipSeasonNumber`. */
export function championshipSeasonBounds(
  type: ChampionshipType,
  season: number,
  sessionOfDay: SessionLookup = sessionOf,
): { start: Date; end: Date } {
  if (!Number.isSafeInteger(season) || season < 1) throw new RangeError(`Not a season number: ${season}`);
  const end = lastCloseOfPeriod(type, EPOCH_INDEX[type] + season - 1, sessionOfDay);
  if (!end) throw new RangeError(`No ${type} season ${season}: its period has no exchange session`);
  return { start: championshipSeasonStart(type, new Date(end.getTime() - 1), sessionOfDay), end };
}
