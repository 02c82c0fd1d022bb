import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentDueStatus } from './assignment-due-status.ts';

const at = (iso: string) => new Date(iso);
const status = (due: string, now: string, zone: string) => assignmentDueStatus(at(due), at(now), zone);

describe('assignmentDueStatus', () => {
  it.each([
    // [what, due (UTC), now (UTC), viewer zone, label, days]
    [
      'an hour away but after midnight in New York',
      '2026-01-16T05:30Z',
      '2026-01-16T04:30Z',
      'America/New_York',
      'Due Tomorrow',
      1,
    ],
    [
      '23:59 tonight in New York, half past midnight now',
      '2026-01-17T04:59Z',
      '2026-01-16T05:30Z',
      'America/New_York',
      'Due Today',
      0,
    ],
    ['the same instants seen from Tokyo', '2026-01-17T04:59Z', '2026-01-16T05:30Z', 'Asia/Tokyo', 'Due Tomorrow', 1],
    [
      'the same instants seen from Los Angeles',
      '2026-01-17T04:59Z',
      '2026-01-16T05:30Z',
      'America/Los_Angeles',
      'Due Tomorrow',
      1,
    ],
    [
      'one minute to midnight in London (BST)',
      '2026-07-01T00:30Z',
      '2026-06-30T22:59Z',
      'Europe/London',
      'Due Tomorrow',
      1,
    ],
    ['just past midnight in London (BST)', '2026-07-01T00:30Z', '2026-06-30T23:00Z', 'Europe/London', 'Due Today', 0],
    [
      'midnight in Kiritimati (UTC+14) already tomorrow',
      '2026-01-01T10:00Z',
      '2026-01-01T09:59Z',
      'Pacific/Kiritimati',
      'Due Tomorrow',
      1,
    ],
    ['the same instants in UTC still today', '2026-01-01T10:00Z', '2026-01-01T09:59Z', 'UTC', 'Due Today', 0],
    [
      'a 23-hour day: New York spring forward',
      '2026-03-09T04:30Z',
      '2026-03-08T05:30Z',
      'America/New_York',
      'Due Tomorrow',
      1,
    ],
    [
      'the night before the spring switch',
      '2026-03-09T03:59Z',
      '2026-03-08T04:30Z',
      'America/New_York',
      'Due Tomorrow',
      1,
    ],
    [
      'a 25-hour day: New York fall back, 25 hours away and still today',
      '2026-11-02T04:30Z',
      '2026-11-01T04:30Z',
      'America/New_York',
      'Due Today',
      0,
    ],
    [
      'exactly 24 hours across the London spring switch',
      '2026-03-29T23:30Z',
      '2026-03-28T23:30Z',
      'Europe/London',
      '2 days left',
      2,
    ],
    ['three calendar days ahead', '2026-01-14T04:59Z', '2026-01-10T17:00Z', 'America/New_York', '3 days left', 3],
    ['four calendar days ahead', '2026-01-15T04:59Z', '2026-01-10T17:00Z', 'America/New_York', '4 days left', 4],
    [
      'a month ahead (9 February, 23:59)',
      '2026-02-10T04:59Z',
      '2026-01-10T17:00Z',
      'America/New_York',
      '30 days left',
      30,
    ],
  ])('shows %s', (_, due, now, zone, label, days) => {
    expect(status(due, now, zone)).toMatchObject({ label, days });
  });

  it('is overdue from the due instant on, even on the due day', () => {
    expect(status('2026-01-16T15:00Z', '2026-01-16T15:00Z', 'America/New_York')).toEqual({
      kind: 'overdue',
      days: 0,
      label: 'Overdue',
      warning: true,
    });
    expect(status('2026-01-16T15:00Z', '2026-01-16T15:01Z', 'America/New_York')).toMatchObject({ label: 'Overdue' });
    expect(status('2026-01-10T15:00Z', '2026-01-16T15:00Z', 'Asia/Tokyo')).toMatchObject({
      label: 'Overdue',
      days: -6,
    });
  });

  it('uses the warning colour for 3 days or fewer', () => {
    const now = '2026-01-10T17:00Z';
    expect(status('2026-01-10T23:00Z', now, 'UTC')).toEqual({
      kind: 'due_today',
      days: 0,
      label: 'Due Today',
      warning: true,
    });
    expect(status('2026-01-11T23:00Z', now, 'UTC')).toEqual({
      kind: 'due_tomorrow',
      days: 1,
      label: 'Due Tomorrow',
      warning: true,
    });
    expect(status('2026-01-13T23:00Z', now, 'UTC')).toEqual({
      kind: 'days_left',
      days: 3,
      label: '3 days left',
      warning: true,
    });
    expect(status('2026-01-14T00:00Z', now, 'UTC')).toMatchObject({ days: 4, warning: false });
  });

  it('refuses an unknown time zone as a programmer error', () => {
    expect(() => status('2026-01-16T15:00Z', '2026-01-16T14:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('always agrees with itself: label, kind, days and warning fit together in every zone', () => {
    const zones = [
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'UTC',
    ];
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, instant, fc.constantFrom(...zones), (due, now, zone) => {
        const s = assignmentDueStatus(due, now, zone);
        if (now >= due) return s.kind === 'overdue' && s.days <= 0 && s.warning;
        const hours = (due.getTime() - now.getTime()) / 3_600_000;
        const expectedLabel = s.days === 0 ? 'Due Today' : s.days === 1 ? 'Due Tomorrow' : `${s.days} days left`;
        return (
          s.days >= 0 && s.days <= Math.floor(hours / 23) + 1 && s.label === expectedLabel && s.warning === s.days <= 3
        );
      }),
    );
  });
});
