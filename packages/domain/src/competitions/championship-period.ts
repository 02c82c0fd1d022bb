import { addDays, type CivilDate, civilDate, dayNumberOf, parseCivilDate } from '../market-calendar/civil-date.ts';
import type { MarketSession } from '../market-calendar/market-calendar.ts';

export type ChampionshipType = 'weekly' | 'monthly';

/** The exchange calendar the season rules read (the NYSE `sessionOf` in production; a test may pass its own). */
export type SessionLookup = (day: CivilDate) => MarketSession;

/** 1970-01-05 was a Monday: weeks are counted Monday to Sunday from there. */
const FIRST_MONDAY_DAY_NUMBER = 4;

/** The index of the week (Mon–Sun) or calendar month holding a New York civil date; consecutive periods differ by 1. */
export function periodIndexOf(type: ChampionshipType, day: CivilDate): number {
  if (type === 'weekly') return Math.floor((dayNumberOf(day) - FIRST_MONDAY_DAY_NUMBER) / 7);
  const { year, month } = parseCivilDate(day);
  return year * 12 + month - 1;
}

/** The first and last civil dates of a period. */
export function daysOfPeriod(type: ChampionshipType, index: number): { first: CivilDate; last: CivilDate } {
  if (type === 'weekly') {
    const monday = addDays('1970-01-01', FIRST_MONDAY_DAY_NUMBER + index * 7);
    return { first: monday, last: addDays(monday, 6) };
  }
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const next = month === 12 ? civilDate(year + 1, 1, 1) : civilDate(year, month + 1, 1);
  return { first: civilDate(year, month, 1), last: addDays(next, -1) };
}

/** The close of the last session of a period (early closes included), or null when the period has no session. */
export function lastCloseOfPeriod(type: ChampionshipType, index: number, sessionOfDay: SessionLookup): Date | null {
  const { first, last } = daysOfPeriod(type, index);
  for (let day = last; day >= first; day = addDays(day, -1)) {
    const closesAt = sessionOfDay(day).closesAt;
    if (closesAt) return closesAt;
  }
  return null;
}
