import { newYorkDateOf, sessionOf } from '../market-calendar/market-calendar.ts';
import { type ChampionshipType, lastCloseOfPeriod, periodIndexOf, type SessionLookup } from './championship-period.ts';

/** A calendar with no session for this many periods in a row is broken, not a quiet stretch. */
const MAX_EMPTY_PERIODS = 1_000;

/**
 * The instant the championship season holding `at` ends: the close of the last NYSE session of the New York week
 * (Mon–Sun) or calendar month — Friday 16:00 New York, the Thursday close when Friday is a holiday, 13:00 when that
 * session closes early. Seasons run [previous end, end): at the end instant or later, `at` is in the next season.
 * A period without any session belongs to the next period's season.
 */
export function championshipSeasonEnd(type: ChampionshipType, at: Date, sessionOfDay: SessionLookup = sessionOf): Date {
  const index = periodIndexOf(type, newYorkDateOf(at));
  for (let i = index; i <= index + MAX_EMPTY_PERIODS; i++) {
    const end = lastCloseOfPeriod(type, i, sessionOfDay);
    if (end && end > at) return end;
  }
  throw new Error(`No ${type} championship season end within ${MAX_EMPTY_PERIODS} periods of ${at.toISOString()}`);
}

/** The instant the season holding `at` opened: the previous season's end. */
export function championshipSeasonStart(
  type: ChampionshipType,
  at: Date,
  sessionOfDay: SessionLookup = sessionOf,
): Date {
  const end = championshipSeasonEnd(type, at, sessionOfDay);
  const index = periodIndexOf(type, newYorkDateOf(end));
  for (let i = index - 1; i >= index - MAX_EMPTY_PERIODS; i--) {
    const start = lastCloseOfPeriod(type, i, sessionOfDay);
    if (start) return start;
  }
  throw new Error(`No ${type} championship season start within ${MAX_EMPTY_PERIODS} periods of ${at.toISOString()}`);
}
