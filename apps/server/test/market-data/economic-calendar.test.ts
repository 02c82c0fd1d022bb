import { describe, expect, it } from 'vitest';
import { economicCalendar } from '../../src/adapters/market-data/simulated/economic-calendar.ts';

const SEED = 'tradearena';
const at = (iso: string) => Date.parse(iso);
const datesOf = (event: string, from: string, to: string, now = '2030-01-01T00:00:00Z') =>
  economicCalendar(SEED, from, to, at(now))
    .filter((e) => e.event === event)
    .map((e) => e.date);

describe('offline economic calendar', () => {
  it('moves the weekly jobless claims off Thanksgiving and Christmas Thursdays to the Wednesday before', () => {
    expect(datesOf('Initial Jobless Claims', '2026-11-16', '2026-12-05')).toEqual([
      '2026-11-19',
      '2026-11-25',
      '2026-12-03',
    ]);
    expect(datesOf('Initial Jobless Claims', '2025-12-20', '2026-01-03')).toEqual(['2025-12-24', '2025-12-31']);
  });

  it('publishes the jobs report on the Thursday before an observed 3 July holiday and a week later after New Year', () => {
    expect(datesOf('Nonfarm Payrolls', '2026-06-28', '2026-07-10')).toEqual(['2026-07-02']);
    expect(datesOf('Unemployment Rate', '2026-06-28', '2026-07-10')).toEqual(['2026-07-02']);
    expect(datesOf('Nonfarm Payrolls', '2026-12-28', '2027-01-10')).toEqual(['2027-01-08']);
  });

  it('keeps releases on Good Friday, a working day for the government, and off Veterans Day', () => {
    // 3 April 2026 is Good Friday and the first Friday of April; 11 November 2027 is a Thursday.
    expect(datesOf('Nonfarm Payrolls', '2026-03-30', '2026-04-05')).toEqual(['2026-04-03']);
    expect(datesOf('Initial Jobless Claims', '2027-11-08', '2027-11-13')).toEqual(['2027-11-10']);
  });

  it('gives a moved release the previous figure of the week before, as an unmoved one does', () => {
    const events = economicCalendar(SEED, '2026-11-16', '2026-12-05', at('2030-01-01T00:00:00Z')).filter(
      (e) => e.event === 'Initial Jobless Claims',
    );
    expect(events[1]!.previous).toBe(events[0]!.actual);
    expect(events[2]!.previous).toBe(events[1]!.actual);
  });

  it('shows the actual figure only once the release time has passed', () => {
    const [claims] = economicCalendar(SEED, '2026-11-25', '2026-11-25', at('2026-11-25T13:29:00Z'));
    expect(claims).toMatchObject({ event: 'Initial Jobless Claims', date: '2026-11-25', time: '08:30' });
    expect(claims!.actual).toBeUndefined();
    const [released] = economicCalendar(SEED, '2026-11-25', '2026-11-25', at('2026-11-25T13:30:00Z'));
    expect(released!.actual).toMatch(/^\d+K$/);
  });
});
