import { REPLAY_OPEN_MINUTE, REPLAY_SESSION_MINUTES } from './historical-day.ts';

export interface ReplaySchedule {
  /** Epoch ms of Day 1 09:30. */
  startsAt: number;
  days: number;
  /** Wall minutes one replayed session lasts. */
  minutesPerDay: number;
  /**
   * The market minutes of each day's session (replaySessionMinutesOf; default: 390 each). A short session is played
   * in the same wall slot, so the schedule and the end never tell an early close before it is played.
   */
  sessionMinutes?: readonly number[];
}

export type ReplayStatus = 'scheduled' | 'running' | 'finished';

export interface ReplayClock {
  status: ReplayStatus;
  /** 1-based day being played (the first before the start, the last once finished). */
  day: number;
  /** Market minute of that day, 0 (09:30) … 390 (16:00; 210, 13:00, on an early-close day). */
  minute: number;
  /** "Day 1" and "10:45": what the players see, never a real date. */
  dayLabel: string;
  time: string;
}

/** The wall instant at which the replay ends (its last session closes). */
export function replayEndsAt(schedule: ReplaySchedule): number {
  return schedule.startsAt + schedule.days * schedule.minutesPerDay * 60_000;
}

/**
 * Where a replay is at `nowMs`: its sessions follow each other back to back from `startsAt`, each compressed into
 * `minutesPerDay` wall minutes; a market minute is shown once it has fully begun (floor), so nothing later is played.
 */
export function replayClock(schedule: ReplaySchedule, nowMs: number): ReplayClock {
  const dayMs = schedule.minutesPerDay * 60_000;
  const elapsed = nowMs - schedule.startsAt;
  if (elapsed < 0) return clockAt('scheduled', 1, 0);
  if (nowMs >= replayEndsAt(schedule))
    return clockAt('finished', schedule.days, sessionMinutesOf(schedule, schedule.days));
  const dayIndex = Math.floor(elapsed / dayMs);
  const minute = Math.floor(((elapsed - dayIndex * dayMs) * sessionMinutesOf(schedule, dayIndex + 1)) / dayMs);
  return clockAt('running', dayIndex + 1, minute);
}

/** The market minutes of day `day` (1-based) of the schedule. */
export function sessionMinutesOf(schedule: ReplaySchedule, day: number): number {
  return schedule.sessionMinutes?.[day - 1] ?? REPLAY_SESSION_MINUTES;
}

/** The wall instant at which market minute `minute` of day `day` (1-based) is played. */
export function replayInstantOf(schedule: ReplaySchedule, day: number, minute: number): number {
  const dayMs = schedule.minutesPerDay * 60_000;
  return schedule.startsAt + (day - 1) * dayMs + Math.ceil((minute * dayMs) / sessionMinutesOf(schedule, day));
}

function clockAt(status: ReplayStatus, day: number, minute: number): ReplayClock {
  return { status, day, minute, dayLabel: `Day ${day}`, time: replayTimeOf(minute) };
}

/** Market minute `minute` of a session as the players see it: "09:30" … "16:00". */
export function replayTimeOf(minute: number): string {
  const t = REPLAY_OPEN_MINUTE + minute;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}
