import { addDays, type CivilDate, dayNumberOf } from '@tradearena/domain';

/** How far back the 1W chart reaches: two years. */
export const WEEKLY_CHART_DAYS = 731;

/**
 * The first day of the 1W chart seen on `today` (New York): the Monday on or after the day two years back, so the
 * chart's first candle is a whole week rather than the tail of one.
 */
export function weeklyChartStart(today: CivilDate): CivilDate {
  const from = addDays(today, -WEEKLY_CHART_DAYS);
  const weekday = (dayNumberOf(from) + 3) % 7; // 0 = Monday (day 0, 1970-01-01, was a Thursday)
  return weekday === 0 ? from : addDays(from, 7 - weekday);
}
