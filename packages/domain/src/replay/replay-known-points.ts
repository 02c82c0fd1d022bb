import type { ReplayClock } from './replay-clock.ts';

export interface ReplayPoint {
  /** 1-based day. */
  day: number;
  minute: number;
  level: number;
}

/**
 * The points of a replayed path that are knowable at `clock`: every minute of the days already played and, of the
 * day being played, the minutes up to and including the current one. Before the start: none. Nothing later is
 * returned, so no answer built from these can reveal the future.
 */
export function replayKnownPoints(paths: readonly Float64Array[], clock: ReplayClock): ReplayPoint[] {
  if (clock.status === 'scheduled') return [];
  const out: ReplayPoint[] = [];
  for (let d = 0; d < clock.day && d < paths.length; d++) {
    const path = paths[d]!;
    const last = d + 1 < clock.day ? path.length - 1 : Math.min(clock.minute, path.length - 1);
    for (let m = 0; m <= last; m++) out.push({ day: d + 1, minute: m, level: path[m]! });
  }
  return out;
}
