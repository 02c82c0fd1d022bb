import type { MarketCalendarResponse } from '@tradearena/contracts';
import { newYorkDateOf, nyseHolidaysOf, parseCivilDate } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';

const MESSAGE = 'year must be a whole number from 2000 to 2100';

/** The NYSE holidays and early closes of a year (default: the current New York year). */
export function getMarketCalendar(now: Date, input: { year?: string }): Result<MarketCalendarResponse> {
  const year = input.year === undefined ? parseCivilDate(newYorkDateOf(now)).year : Number(input.year);
  if (!/^\d{4}$/.test(input.year ?? String(year)) || year < 2000 || year > 2100) {
    return fail('MARKET_BAD_YEAR', `Invalid year: ${MESSAGE}`);
  }
  return ok({ year, days: nyseHolidaysOf(year) });
}
