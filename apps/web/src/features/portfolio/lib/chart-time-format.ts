import { TickMarkType, type Time } from 'lightweight-charts';
import type { Timeframe } from '../api/get-chart.ts';

/** Daily and weekly candles are exchange dates: a day starts at midnight in New York, whatever the viewer's zone. */
export const EXCHANGE_TIME_ZONE = 'America/New_York';

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export interface ChartTimeFormatter {
  /** The time-axis label of a tick mark of the given kind. */
  tick: (time: Time, type: TickMarkType) => string;
  /** The crosshair's label of a candle. */
  crosshair: (time: Time) => string;
}

/**
 * Time texts of the chart. 5-minute candles show clock times in the user's zone; daily and weekly candles show the
 * exchange date they belong to (a candle of Monday 16 November stays "Nov 16" for a viewer in Los Angeles, where its
 * midnight-New-York start is still Sunday evening). Year marks show the year, month marks the month.
 */
export function chartTimeFormatter(timeZone: string, timeframe: Timeframe): ChartTimeFormatter {
  const intraday = timeframe === '5M';
  const zone = intraday ? safeZone(timeZone) : EXCHANGE_TIME_ZONE;
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric' });
  const month = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short' });
  const year = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' });
  const full = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    ...(intraday
      ? { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  });
  const toDate = (t: Time) => new Date((t as number) * 1000);
  return {
    tick: (t, type) => {
      const date = toDate(t);
      if (type === TickMarkType.Year) return year.format(date);
      if (type === TickMarkType.Month) return month.format(date);
      if (type === TickMarkType.DayOfMonth) return day.format(date);
      return clock.format(date);
    },
    crosshair: (t) => `${timeframe === '1W' ? 'Week of ' : ''}${full.format(toDate(t))}`,
  };
}
