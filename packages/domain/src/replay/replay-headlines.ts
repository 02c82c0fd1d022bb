import { type ReplayClock, replayTimeOf } from './replay-clock.ts';

export interface ReplayHeadline {
  /** "Day 1" and "11:30": when it was known, never a date. */
  day: string;
  time: string;
  title: string;
}

/** The minutes of a session with a market headline before its close: the open, late morning and early afternoon. */
const HEADLINE_MINUTES = [0, 120, 240] as const;
/** A move smaller than this (in percent) is "little changed". */
const FLAT_PCT = 0.1;

/**
 * The replay's news feed: generic headlines on the index's move since the previous close, at fixed minutes of each
 * day, only those the clock has reached (newest first). They say no more than the index fund's quote already does:
 * a direction and a size, never the date, the year or the level.
 */
export function replayHeadlines(
  indexPaths: readonly Float64Array[],
  previousClose: number,
  clock: ReplayClock,
): ReplayHeadline[] {
  if (clock.status === 'scheduled') return [];
  const out: ReplayHeadline[] = [];
  for (let d = 0; d < clock.day && d < indexPaths.length; d++) {
    const path = indexPaths[d]!;
    const previous = indexPaths[d - 1];
    const base = previous ? previous[previous.length - 1]! : previousClose;
    // The session's own close (16:00, or 13:00 on an early-close day) ends its headlines.
    const close = path.length - 1;
    for (const minute of [...HEADLINE_MINUTES.filter((m) => m < close), close]) {
      if (d + 1 === clock.day && minute > clock.minute) break;
      const pct = (path[minute]! / base - 1) * 100;
      out.push({ day: `Day ${d + 1}`, time: replayTimeOf(minute), title: headline(minute, minute === close, pct) });
    }
  }
  return out.reverse();
}

function headline(minute: number, isClose: boolean, pct: number): string {
  const size = `${Math.abs(pct).toFixed(1)} %`;
  const flat = Math.abs(pct) < FLAT_PCT;
  if (minute === 0)
    return flat
      ? 'Stocks open little changed'
      : `Stocks open ${pct > 0 ? 'higher' : 'lower'}: S&P 500 ${pct > 0 ? 'up' : 'down'} ${size}`;
  if (isClose)
    return flat
      ? 'Stocks close little changed'
      : `Stocks close ${pct > 0 ? 'higher' : 'lower'}: S&P 500 ${pct > 0 ? 'gains' : 'loses'} ${size} on the day`;
  return flat
    ? `S&P 500 little changed at ${replayTimeOf(minute)}`
    : `S&P 500 ${pct > 0 ? 'up' : 'down'} ${size} at ${replayTimeOf(minute)}`;
}
