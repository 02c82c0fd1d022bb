/** Time is a port: use-cases ask the clock, domain functions take `now` as an argument (packages/domain has no clock). */
export interface Clock {
  now(): Date;
  /** The same instant as `now()` in milliseconds since the epoch, without making a Date (read it with clockMs). */
  nowMs?(): number;
}

/** The clock's instant in milliseconds: what the per-request paths read (a Date each time is garbage for nothing). */
export const clockMs = (clock: Clock): number => (clock.nowMs ? clock.nowMs() : clock.now().getTime());

export const systemClock: Clock = { now: () => new Date(), nowMs: Date.now };

/** Starts at `start` and runs on in real time (CLOCK_START, README.md#configuration). */
export function shiftedClock(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset), nowMs: () => realNow() + offset };
}

/** A clock that only moves when told to: for tests. */
export interface ManualClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string): ManualClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    nowMs: () => t,
    set: (instant) => {
      t = new Date(instant).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
