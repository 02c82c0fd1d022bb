import { describe, expect, it } from 'vitest';
import { assignmentDueInstant } from './assignment-due-instant.ts';
import { ASSIGNMENT_DUE_TIMES, ASSIGNMENT_TYPES, DEFAULT_ASSIGNMENT_DUE_TIME } from './educator-constants.ts';

const now = new Date('2026-03-10T02:00:00Z'); // Mon 9 March 22:00 in New York; Tue 10 March 11:00 in Tokyo

describe('assignment constants', () => {
  it('offers 09:00 to 23:30 in 30-minute steps, then the default 23:59', () => {
    expect(ASSIGNMENT_DUE_TIMES).toHaveLength(31);
    expect(ASSIGNMENT_DUE_TIMES.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(ASSIGNMENT_DUE_TIMES.slice(-2)).toEqual(['23:30', '23:59']);
    expect(DEFAULT_ASSIGNMENT_DUE_TIME).toBe('23:59');
  });

  it('has the four assignment types of the spec', () => {
    expect(ASSIGNMENT_TYPES).toEqual(['portfolio_analysis', 'risk_assessment', 'market_research', 'trading_strategy']);
  });
});

describe('assignmentDueInstant', () => {
  it.each([
    [
      '23:59 by default, New York in daylight time',
      '2026-03-12',
      undefined,
      'America/New_York',
      '2026-03-13T03:59:00Z',
    ],
    ['23:59 for a blank time', '2026-03-12', ' ', 'America/New_York', '2026-03-13T03:59:00Z'],
    ['09:00 in Tokyo', '2026-03-12', '09:00', 'Asia/Tokyo', '2026-03-12T00:00:00Z'],
    ['9:30 without the leading zero', '2026-03-12', '9:30', 'Europe/London', '2026-03-12T09:30:00Z'],
    ['23:30 in Los Angeles', '2026-03-12', '23:30', 'America/Los_Angeles', '2026-03-13T06:30:00Z'],
    ['23:59 in Kiritimati (UTC+14)', '2026-03-12', '23:59', 'Pacific/Kiritimati', '2026-03-12T09:59:00Z'],
    [
      'tonight in New York, where it is still 9 March',
      '2026-03-09',
      '23:30',
      'America/New_York',
      '2026-03-10T03:30:00Z',
    ],
    ['after the London spring switch', '2026-03-30', '12:00', 'Europe/London', '2026-03-30T11:00:00Z'],
  ])('is due at %s', (_, dueDate, dueTime, timeZone, iso) => {
    expect(assignmentDueInstant({ dueDate, dueTime, timeZone, now })).toEqual({ ok: true, dueAt: new Date(iso) });
  });

  it.each([
    ['an impossible date', { dueDate: '2026-02-30' }, 'bad_date'],
    ['a US-style date', { dueDate: '03/12/2026' }, 'bad_date'],
    ['a blank date', { dueDate: '' }, 'bad_date'],
    ['a time before 09:00', { dueTime: '08:30' }, 'bad_time'],
    ['a time off the half hour', { dueTime: '12:15' }, 'bad_time'],
    ['23:45', { dueTime: '23:45' }, 'bad_time'],
    ['24:00', { dueTime: '24:00' }, 'bad_time'],
    ['a 12-hour time', { dueTime: '9:00 PM' }, 'bad_time'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'bad_time_zone'],
    ['an offset instead of a zone', { timeZone: '+02:00' }, 'bad_time_zone'],
    ['yesterday in New York', { dueDate: '2026-03-08' }, 'in_the_past'],
    [
      '9 March in Tokyo, where it is already 10 March',
      { dueDate: '2026-03-09', timeZone: 'Asia/Tokyo' },
      'in_the_past',
    ],
    ['today at a time already past', { dueDate: '2026-03-09', dueTime: '21:30' }, 'in_the_past'],
    ['a bad date before a bad time', { dueDate: 'x', dueTime: 'y' }, 'bad_date'],
  ])('refuses %s', (_, over, reason) => {
    const input = { dueDate: '2026-03-12', dueTime: '23:59', timeZone: 'America/New_York', now, ...over };
    expect(assignmentDueInstant(input)).toEqual({ ok: false, reason });
  });
});
