import type { PerformanceRange } from '@tradearena/contracts';
import { addZonedDays, NYSE_TIME_ZONE, newYorkDateOf, zonedInstant } from '@tradearena/domain';

/** Calendar days back from now each range covers; YTD starts on 1 January in New York, ALL at the beginning. */
const RANGE_DAYS: Partial<Record<PerformanceRange, number>> = { '1D': 1, '1W': 7, '1M': 30, '3M': 91 };

/** Where a performance range starts (epoch ms), or null for ALL (the portfolio's whole history). */
export function rangeStartOf(range: PerformanceRange, now: Date): number | null {
  const days = RANGE_DAYS[range];
  if (days !== undefined) return addZonedDays(now, -days, NYSE_TIME_ZONE).getTime();
  if (range === 'YTD') {
    const year = newYorkDateOf(now).slice(0, 4);
    return zonedInstant(`${year}-01-01`, 0, 0, NYSE_TIME_ZONE).getTime();
  }
  return null;
}
