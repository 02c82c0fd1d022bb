import { describe, expect, it } from 'vitest';
import { type ClassLeagueInput, classLeagueSettings } from './class-league-settings.ts';
import { CLASS_LEAGUE_MESSAGES as M } from './educator-constants.ts';

const now = new Date('2026-08-20T15:00:00Z'); // Thursday 10:00 AM in Chicago
const form = (over: Partial<ClassLeagueInput> = {}): ClassLeagueInput => ({
  name: 'Period 3 Economics',
  startDate: '2026-09-01',
  startTime: '08:30',
  timeZone: 'America/Chicago',
  durationDays: 30,
  maxStudents: 25,
  startingBalance: 25_000,
  now,
  ...over,
});

describe('classLeagueSettings', () => {
  it('starts at the chosen time in the educator’s zone and converts dollars to cents', () => {
    expect(classLeagueSettings(form({ name: '  Period 3 Economics ' }))).toEqual({
      ok: true,
      value: {
        name: 'Period 3 Economics',
        startsAt: new Date('2026-09-01T13:30:00Z'),
        endsAt: new Date('2026-10-01T13:30:00Z'),
        maxParticipants: 25,
        startingCashCents: 2_500_000,
      },
    });
  });

  it('ends at the same wall-clock time across the November switch', () => {
    const r = classLeagueSettings(
      form({ startDate: '2026-10-20', startTime: '9:00', timeZone: 'America/New_York', durationDays: 14 }),
    );
    expect(r).toMatchObject({
      ok: true,
      value: { startsAt: new Date('2026-10-20T13:00:00Z'), endsAt: new Date('2026-11-03T14:00:00Z') },
    });
  });

  it('starts now when asked, without reading the date and time, still checking the other fields', () => {
    const r = classLeagueSettings(form({ startNow: true, startDate: '', startTime: 'x', durationDays: 7 }));
    expect(r).toMatchObject({ ok: true, value: { startsAt: now, endsAt: new Date('2026-08-27T15:00:00Z') } });
    expect(classLeagueSettings(form({ startNow: true, durationDays: 0 }))).toMatchObject({ field: 'durationDays' });
    expect(classLeagueSettings(form({ startNow: true, timeZone: 'Mars/Base' }))).toMatchObject({ field: 'timeZone' });
  });

  it('stores 999 students as unlimited', () => {
    expect(classLeagueSettings(form({ maxStudents: 999 }))).toMatchObject({
      ok: true,
      value: { maxParticipants: null },
    });
    expect(classLeagueSettings(form({ maxStudents: 1 }))).toMatchObject({ ok: true, value: { maxParticipants: 1 } });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['blank', ''],
    ['text', 'lots'],
    ['NaN', Number.NaN],
  ])('uses $100,000 when the starting balance is %s', (_, startingBalance) => {
    expect(classLeagueSettings(form({ startingBalance }))).toMatchObject({
      ok: true,
      value: { startingCashCents: 10_000_000 },
    });
  });

  it('reads a numeric string balance and accepts the minimum', () => {
    expect(classLeagueSettings(form({ startingBalance: ' 25000 ' }))).toMatchObject({
      value: { startingCashCents: 2_500_000 },
    });
    expect(classLeagueSettings(form({ startingBalance: 1_000 }))).toMatchObject({
      value: { startingCashCents: 100_000 },
    });
  });

  it('judges "in the future" in the educator’s zone', () => {
    const lateNight = new Date('2026-09-01T02:00:00Z'); // 31 Aug 19:00 in Los Angeles, 1 Sep 11:00 in Tokyo
    const at = (timeZone: string) =>
      classLeagueSettings(form({ startDate: '2026-09-01', startTime: '09:00', timeZone, now: lateNight }));
    expect(at('America/Los_Angeles').ok).toBe(true);
    expect(at('Asia/Tokyo')).toEqual({ ok: false, field: 'startDate', message: M.startInPast });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', M.nameRequired],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', M.nameTooLong],
    ['a blank start date', { startDate: '' }, 'startDate', M.startRequired],
    ['a blank start time', { startTime: ' ' }, 'startTime', M.startRequired],
    ['an impossible date', { startDate: '2026-09-31' }, 'startDate', M.badStartDate],
    ['a US-style date', { startDate: '09/01/2026' }, 'startDate', M.badStartDate],
    ['a 12-hour time', { startTime: '9:00 AM' }, 'startTime', M.badStartTime],
    ['hour 24', { startTime: '24:00' }, 'startTime', M.badStartTime],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', M.badTimeZone],
    ['a start earlier today', { startDate: '2026-08-20', startTime: '09:30' }, 'startDate', M.startInPast],
    ['a start exactly now', { startDate: '2026-08-20', startTime: '10:00' }, 'startDate', M.startInPast],
    ['a start yesterday', { startDate: '2026-08-19', startTime: '23:00' }, 'startDate', M.startInPast],
    ['a zero duration', { durationDays: 0 }, 'durationDays', M.badDuration],
    ['a duration over 365 days', { durationDays: 366 }, 'durationDays', M.badDuration],
    ['a fractional duration', { durationDays: 7.5 }, 'durationDays', M.badDuration],
    ['no students', { maxStudents: 0 }, 'maxStudents', M.badMaxStudents],
    ['1000 students', { maxStudents: 1000 }, 'maxStudents', M.badMaxStudents],
    ['a fractional student count', { maxStudents: 2.5 }, 'maxStudents', M.badMaxStudents],
    ['a balance under $1,000', { startingBalance: 999 }, 'startingBalance', M.balanceTooLow],
    ['a negative balance', { startingBalance: -5_000 }, 'startingBalance', M.balanceTooLow],
    ['a balance off the $1,000 step', { startingBalance: 1_500 }, 'startingBalance', M.balanceStep],
    ['a balance with cents', { startingBalance: '25000.50' }, 'startingBalance', M.balanceStep],
    ['a balance over $10,000,000', { startingBalance: 10_001_000 }, 'startingBalance', M.balanceTooHigh],
    ['a blank name before a blank date', { name: '', startDate: '' }, 'name', M.nameRequired],
  ])('refuses %s', (_, over, field, message) => {
    expect(classLeagueSettings(form(over))).toEqual({ ok: false, field, message });
  });

  it('uses the spec’s texts', () => {
    expect([M.nameRequired, M.startRequired, M.startInPast]).toEqual([
      'League name is required',
      'Start date and time are required',
      'Start date must be in the future',
    ]);
  });
});
