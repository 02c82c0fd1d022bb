/** Time is a port: use-cases ask the clock, domain functions take `now` as an argument (packages/domain has no clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Starts at `start` and runs on in real time (CLOCK_START, README.md#configuration). */
export function shiftedClock(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
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
    set: (instant) => {
      t = new Date(instant).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}
