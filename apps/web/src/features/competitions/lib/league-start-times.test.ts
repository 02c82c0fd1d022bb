import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_START_TIME, LEAGUE_START_TIMES, todayInLeagueZone } from './league-start-times.ts';

describe('league start times', () => {
  it('run from 8:00 AM to 4:00 PM in half-hour steps, 12:30 PM by default', () => {
    expect(LEAGUE_START_TIMES).toHaveLength(17);
    expect(LEAGUE_START_TIMES[0]).toBe('8:00 AM');
    expect(LEAGUE_START_TIMES[7]).toBe('11:30 AM');
    expect(LEAGUE_START_TIMES[8]).toBe('12:00 PM');
    expect(LEAGUE_START_TIMES.at(-1)).toBe('4:00 PM');
    expect(DEFAULT_LEAGUE_START_TIME).toBe('12:30 PM');
    expect(LEAGUE_START_TIMES).toContain(DEFAULT_LEAGUE_START_TIME);
  });

  it("takes today's date in US Central time", () => {
    expect(todayInLeagueZone(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
    expect(todayInLeagueZone(new Date('2026-03-02T07:00:00Z'))).toBe('2026-03-02');
  });
});
