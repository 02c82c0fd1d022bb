import { describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import {
  createSessionLocator,
  latestSessionDate,
  nyseSchedule,
} from '../../src/adapters/market-data/simulated/session-schedule.ts';

const MINUTE = 60_000;

/**
 * Instants to ask about: every 7 minutes over days with a DST change (2026-11-01), Thanksgiving and the early close
 * after it, plus 1 ms either side of every open, close and New York midnight of those days — forwards, then
 * backwards, then shuffled (a manual clock may go back).
 */
function instants(): number[] {
  const ranges: [string, string][] = [
    ['2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'],
    ['2026-11-25T00:00:00Z', '2026-11-30T12:00:00Z'],
  ];
  const forward: number[] = [];
  for (const [from, to] of ranges) {
    for (let t = Date.parse(from); t < Date.parse(to); t += 7 * MINUTE) forward.push(t);
    for (let d = Date.parse(from); d < Date.parse(to); d += 24 * 60 * MINUTE) {
      const status = createMarketHours('nyse').status(new Date(d + 15 * 60 * MINUTE));
      const day = latestSessionDate(nyseSchedule, d + 23 * 60 * MINUTE);
      const edges = [
        status.opensAt && Date.parse(status.opensAt),
        status.closesAt && Date.parse(status.closesAt),
        Date.parse(`${day}T04:00:00Z`),
        Date.parse(`${day}T05:00:00Z`),
      ];
      for (const e of edges) if (e) forward.push(e - 1, e, e + 1);
    }
  }
  let seed = 7;
  const shuffled = [...forward].sort(() => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647 - 0.5;
  });
  return [...forward, ...[...forward].reverse(), ...shuffled];
}

describe('the calendar remembered between changes', () => {
  it.each(['nyse', 'always'] as const)(
    'gives the %s market status a fresh computation gives, at every instant',
    (mode) => {
      const remembered = createMarketHours(mode);
      for (const t of instants()) {
        expect(remembered.status(new Date(t)), new Date(t).toISOString()).toEqual(
          createMarketHours(mode).status(new Date(t)),
        );
      }
    },
  );

  it.each([['nyse', nyseSchedule]] as const)(
    'gives the %s session date latestSessionDate gives, at every instant',
    (_, schedule) => {
      const locate = createSessionLocator(schedule);
      for (const t of instants()) {
        expect(locate(t), new Date(t).toISOString()).toBe(latestSessionDate(schedule, t));
      }
    },
  );
});
