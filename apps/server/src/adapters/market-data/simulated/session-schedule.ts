import { addDays, type CivilDate, newYorkDateOf, sessionOf } from '@tradearena/domain';

/** When the simulated market's prices move: the NYSE sessions, whatever MARKET_HOURS says (ADR 007). */
export interface SessionSchedule {
  /** The session of a New York civil date, or null when the market does not trade that day. */
  sessionOf(date: CivilDate): { opensAt: number; closesAt: number } | null;
}

type Session = { opensAt: number; closesAt: number } | null;

/** Time-zone arithmetic is the slow part of the simulator: each date is worked out once. */
function memoized(compute: (date: CivilDate) => Session): SessionSchedule {
  const cache = new Map<CivilDate, Session>();
  return {
    sessionOf(date) {
      let s = cache.get(date);
      if (s === undefined) {
        s = compute(date);
        cache.set(date, s);
      }
      return s;
    },
  };
}

export const nyseSchedule: SessionSchedule = memoized((date) => {
  const s = sessionOf(date);
  return s.opensAt && s.closesAt ? { opensAt: s.opensAt.getTime(), closesAt: s.closesAt.getTime() } : null;
});

/** The latest session that has opened at or before `nowMs`, with its date. */
export function latestSessionDate(schedule: SessionSchedule, nowMs: number): CivilDate {
  let day = newYorkDateOf(new Date(nowMs));
  for (let i = 0; i < 40; i++, day = addDays(day, -1)) {
    const s = schedule.sessionOf(day);
    if (s && s.opensAt <= nowMs) return day;
  }
  throw new Error('No session within 40 days');
}

/**
 * `latestSessionDate` remembered over the stretch it cannot change (from the session's open to the next session's
 * open), so pricing a quote does no time-zone arithmetic.
 */
export function createSessionLocator(schedule: SessionSchedule): (nowMs: number) => CivilDate {
  let known: { date: CivilDate; from: number; until: number } | null = null;
  return (nowMs) => {
    if (known && nowMs >= known.from && nowMs < known.until) return known.date;
    const date = latestSessionDate(schedule, nowMs);
    let until = Number.POSITIVE_INFINITY;
    let day = addDays(date, 1);
    for (let i = 0; i < 40; i++, day = addDays(day, 1)) {
      const s = schedule.sessionOf(day);
      if (s) {
        until = s.opensAt;
        break;
      }
    }
    known = { date, from: schedule.sessionOf(date)!.opensAt, until };
    return date;
  };
}
