import { describe, expect, it } from 'vitest';
import { FRIEND_LEAGUE_START_TIMES } from './competition-constants.ts';
import { friendLeagueSchedule } from './friend-league-schedule.ts';

const at = (iso: string) => new Date(iso);
const morning = at('2026-03-02T15:00:00Z'); // Monday 9:00 AM Central (CST)

describe('friend-league start times', () => {
  it('offers the 17 half-hour steps from 8:00 AM to 4:00 PM', () => {
    expect(FRIEND_LEAGUE_START_TIMES).toHaveLength(17);
    expect(FRIEND_LEAGUE_START_TIMES.slice(0, 2)).toEqual(['8:00 AM', '8:30 AM']);
    expect(FRIEND_LEAGUE_START_TIMES.slice(7, 11)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM']);
    expect(FRIEND_LEAGUE_START_TIMES.at(-1)).toBe('4:00 PM');
  });
});

describe('friendLeagueSchedule', () => {
  it('starts today at 12:30 PM Central when date and time are blank, and ends 30 days later across the DST switch', () => {
    expect(friendLeagueSchedule({ startDate: '', startTime: '', durationDays: 30, now: morning })).toEqual({
      ok: true,
      startsAt: at('2026-03-02T18:30:00Z'),
      endsAt: at('2026-04-01T17:30:00Z'),
    });
    expect(friendLeagueSchedule({ durationDays: 1, now: morning })).toMatchObject({
      ok: true,
      endsAt: at('2026-03-03T18:30:00Z'),
    });
  });

  it.each([
    ['a chosen date and time in CDT', '2026-03-10', '8:00 AM', 7, '2026-03-10T13:00:00Z', '2026-03-17T13:00:00Z'],
    [
      'a week crossing the March switch keeps 4:00 PM',
      '2026-03-05',
      '4:00 PM',
      7,
      '2026-03-05T22:00:00Z',
      '2026-03-12T21:00:00Z',
    ],
    [
      'three days crossing the November switch keep 12:30 PM',
      '2026-10-30',
      '12:30 PM',
      3,
      '2026-10-30T17:30:00Z',
      '2026-11-02T18:30:00Z',
    ],
    ['any case and spaces in the time', '2026-03-04', ' 1:30 pm ', 14, '2026-03-04T19:30:00Z', '2026-03-18T18:30:00Z'],
    ['a leading zero in the hour', '2026-03-04', '08:00 AM', 21, '2026-03-04T14:00:00Z', '2026-03-25T13:00:00Z'],
  ])('schedules %s', (_, startDate, startTime, durationDays, startsAt, endsAt) => {
    expect(friendLeagueSchedule({ startDate, startTime, durationDays, now: morning })).toEqual({
      ok: true,
      startsAt: at(startsAt),
      endsAt: at(endsAt),
    });
  });

  it('starts at once when today’s chosen time has passed, ending the same time of day later', () => {
    const afternoon = at('2026-03-02T20:00:00Z'); // 2:00 PM CST
    expect(friendLeagueSchedule({ durationDays: 30, now: afternoon })).toEqual({
      ok: true,
      startsAt: afternoon,
      endsAt: at('2026-04-01T19:00:00Z'),
    });
  });

  it('accepts a start exactly 365 days ahead', () => {
    expect(friendLeagueSchedule({ startDate: '2027-03-02', durationDays: 7, now: morning }).ok).toBe(true);
  });

  it('takes "today" in Central time, not UTC', () => {
    const lateEvening = at('2026-03-03T03:00:00Z'); // Monday 2 March, 9:00 PM CST; already Tuesday in UTC
    expect(friendLeagueSchedule({ startDate: '2026-03-02', durationDays: 1, now: lateEvening })).toMatchObject({
      ok: true,
      startsAt: lateEvening,
    });
    expect(friendLeagueSchedule({ startDate: '2026-03-01', durationDays: 1, now: lateEvening })).toEqual({
      ok: false,
      reason: 'in_the_past',
    });
  });

  it.each([
    ['an impossible date', { startDate: '2026-02-30' }, 'bad_date'],
    ['a US-style date', { startDate: '03/10/2026' }, 'bad_date'],
    ['a date without leading zeros', { startDate: '2026-3-10' }, 'bad_date'],
    ['a word', { startDate: 'tomorrow' }, 'bad_date'],
    ['a time before 8:00 AM', { startTime: '7:30 AM' }, 'bad_time'],
    ['a time after 4:00 PM', { startTime: '4:30 PM' }, 'bad_time'],
    ['a time off the half hour', { startTime: '12:15 PM' }, 'bad_time'],
    ['a 24-hour time', { startTime: '13:00' }, 'bad_time'],
    ['a duration not offered', { durationDays: 2 }, 'bad_duration'],
    ['a zero duration', { durationDays: 0 }, 'bad_duration'],
    ['a fractional duration', { durationDays: 7.5 }, 'bad_duration'],
    ['a date before today', { startDate: '2026-03-01' }, 'in_the_past'],
    ['a start more than 365 days ahead', { startDate: '2027-03-03' }, 'too_far'],
    ['a start in the year 9999', { startDate: '9999-01-01' }, 'too_far'],
    ['a bad date before a bad time', { startDate: 'x', startTime: 'y' }, 'bad_date'],
  ])('refuses %s', (_, over, reason) => {
    expect(
      friendLeagueSchedule({ startDate: '2026-03-10', startTime: '12:30 PM', durationDays: 7, now: morning, ...over }),
    ).toEqual({
      ok: false,
      reason,
    });
  });
});
