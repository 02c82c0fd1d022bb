import { civilDateOfDayNumber, dayNumberOf } from './market-calendar/civil-date.ts';

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30, no missing leading zeros). */
export function isRealCivilDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && civilDateOfDayNumber(dayNumberOf(text)) === text;
}
