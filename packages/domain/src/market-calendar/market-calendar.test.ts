import { describe, expect, it } from 'vitest';
import { isMarketOpen, latestSessionAt, nextClose, nextOpen, sessionOf } from './market-calendar.ts';

const at = (iso: string) => new Date(iso);

describe('sessionOf', () => {
  it('is a regular 09:30–16:00 New York session on an ordinary weekday in winter (UTC−5)', () => {
    expect(sessionOf('2026-01-14')).toEqual({
      date: '2026-01-14',
      kind: 'regular',
      opensAt: at('2026-01-14T14:30:00Z'),
      closesAt: at('2026-01-14T21:00:00Z'),
    });
  });

  it('follows daylight saving time in summer (UTC−4)', () => {
    const s = sessionOf('2026-07-15');
    expect(s.opensAt).toEqual(at('2026-07-15T13:30:00Z'));
    expect(s.closesAt).toEqual(at('2026-07-15T20:00:00Z'));
  });

  it('uses the new offset on the Monday after the March DST switch and after the November switch', () => {
    expect(sessionOf('2026-03-06').opensAt).toEqual(at('2026-03-06T14:30:00Z'));
    expect(sessionOf('2026-03-09').opensAt).toEqual(at('2026-03-09T13:30:00Z'));
    expect(sessionOf('2026-10-30').closesAt).toEqual(at('2026-10-30T20:00:00Z'));
    expect(sessionOf('2026-11-02').closesAt).toEqual(at('2026-11-02T21:00:00Z'));
  });

  it('is closed on weekends with the reason Weekend, including DST switch Sundays', () => {
    expect(sessionOf('2026-03-08')).toMatchObject({ kind: 'closed', reason: 'Weekend', opensAt: null });
    expect(sessionOf('2026-11-07')).toMatchObject({ kind: 'closed', reason: 'Weekend' });
  });

  it('is closed on a holiday with its name', () => {
    expect(sessionOf('2026-11-26')).toMatchObject({ kind: 'closed', reason: 'Thanksgiving Day' });
    expect(sessionOf('2025-01-09')).toMatchObject({
      kind: 'closed',
      reason: 'National Day of Mourning for President Jimmy Carter',
    });
  });

  it('closes at 13:00 New York time on an early-close day', () => {
    expect(sessionOf('2026-11-27')).toEqual({
      date: '2026-11-27',
      kind: 'early-close',
      opensAt: at('2026-11-27T14:30:00Z'),
      closesAt: at('2026-11-27T18:00:00Z'),
      reason: 'Day after Thanksgiving',
    });
    expect(sessionOf('2025-07-03').closesAt).toEqual(at('2025-07-03T17:00:00Z'));
  });
});

describe('isMarketOpen', () => {
  it('opens exactly at 09:30:00.000 and closes exactly at 16:00:00.000 New York time', () => {
    expect(isMarketOpen(at('2026-11-18T14:29:59.999Z'))).toBe(false);
    expect(isMarketOpen(at('2026-11-18T14:30:00.000Z'))).toBe(true);
    expect(isMarketOpen(at('2026-11-18T20:59:59.999Z'))).toBe(true);
    expect(isMarketOpen(at('2026-11-18T21:00:00.000Z'))).toBe(false);
  });

  it('is closed after 13:00 on an early-close day and all day on a weekend or holiday', () => {
    expect(isMarketOpen(at('2026-12-24T17:59:59Z'))).toBe(true);
    expect(isMarketOpen(at('2026-12-24T18:00:00Z'))).toBe(false);
    expect(isMarketOpen(at('2026-11-21T15:00:00Z'))).toBe(false);
    expect(isMarketOpen(at('2026-12-25T15:00:00Z'))).toBe(false);
  });

  it('reads the New York date, not the UTC date, late in the evening', () => {
    // 2026-11-20 (Friday) 20:30 ET is already Saturday in UTC.
    expect(sessionOf('2026-11-20').kind).toBe('regular');
    expect(isMarketOpen(at('2026-11-21T01:30:00Z'))).toBe(false);
  });
});

describe('nextOpen and nextClose', () => {
  it('skips the weekend from a Friday evening to Monday 09:30', () => {
    expect(nextOpen(at('2026-11-20T22:00:00Z'))).toEqual(at('2026-11-23T14:30:00Z'));
  });

  it('skips Thanksgiving and lands on the early-close Friday', () => {
    expect(nextOpen(at('2026-11-25T22:00:00Z'))).toEqual(at('2026-11-27T14:30:00Z'));
    expect(nextClose(at('2026-11-25T22:00:00Z'))).toEqual(at('2026-11-27T18:00:00Z'));
  });

  it('gives today’s open before the open and tomorrow’s once open', () => {
    expect(nextOpen(at('2026-11-18T14:00:00Z'))).toEqual(at('2026-11-18T14:30:00Z'));
    expect(nextOpen(at('2026-11-18T14:30:00Z'))).toEqual(at('2026-11-19T14:30:00Z'));
    expect(nextClose(at('2026-11-18T15:00:00Z'))).toEqual(at('2026-11-18T21:00:00Z'));
  });

  it('skips the 2025-01-09 closure', () => {
    expect(nextOpen(at('2025-01-08T22:00:00Z'))).toEqual(at('2025-01-10T14:30:00Z'));
  });

  it('crosses the spring DST weekend with the new offset', () => {
    expect(nextOpen(at('2026-03-06T22:00:00Z'))).toEqual(at('2026-03-09T13:30:00Z'));
  });
});

describe('latestSessionAt', () => {
  it('is the previous trading day before the open and on a holiday', () => {
    expect(latestSessionAt(at('2026-11-18T13:00:00Z')).date).toBe('2026-11-17');
    expect(latestSessionAt(at('2026-11-26T15:00:00Z')).date).toBe('2026-11-25');
    expect(latestSessionAt(at('2026-11-18T14:30:00Z')).date).toBe('2026-11-18');
  });
});
