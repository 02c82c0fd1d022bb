import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CivilDate, civilDate, weekdayOf } from '../market-calendar/civil-date.ts';
import { newYorkInstant, sessionOf } from '../market-calendar/market-calendar.ts';
import { PUBLISHED_EARLY_CLOSES, PUBLISHED_FULL_HOLIDAYS } from '../market-calendar/nyse-published-tables.fixture.ts';
import type { ChampionshipType } from './championship-period.ts';
import { championshipSeasonEnd, championshipSeasonStart } from './championship-season-end.ts';
import { championshipSeasonBounds, championshipSeasonNumber } from './championship-season-number.ts';

const at = (iso: string) => new Date(iso);
const end = (type: ChampionshipType, iso: string) => championshipSeasonEnd(type, at(iso)).toISOString();
const start = (type: ChampionshipType, iso: string) => championshipSeasonStart(type, at(iso)).toISOString();

describe('the weekly championship season end', () => {
  it.each([
    ['an ordinary week ends Friday 16:00 New York (winter)', '2026-01-14T17:00:00Z', '2026-01-16T21:00:00.000Z'],
    ['a summer week ends Friday 16:00 EDT', '2026-07-08T14:00:00Z', '2026-07-10T20:00:00.000Z'],
    [
      'the Sunday of the March DST switch is in the week that ends in EDT',
      '2026-03-08T08:00:00Z',
      '2026-03-13T20:00:00.000Z',
    ],
    ['the Friday before the March switch still closes in EST', '2026-03-06T20:59:59Z', '2026-03-06T21:00:00.000Z'],
    [
      'the Sunday of the November switch is in the week that ends in EST',
      '2026-11-01T12:00:00Z',
      '2026-11-06T21:00:00.000Z',
    ],
    ['Good Friday 2026 moves the end to Thursday 16:00', '2026-03-31T15:00:00Z', '2026-04-02T20:00:00.000Z'],
    ['Good Friday 2027 moves the end to Thursday 16:00', '2027-03-22T15:00:00Z', '2027-03-25T20:00:00.000Z'],
    ['4 July 2025 on a Friday: Thursday 3 July closes at 13:00', '2025-06-30T15:00:00Z', '2025-07-03T17:00:00.000Z'],
    ['4 July 2031 on a Friday: Thursday 3 July closes at 13:00', '2031-07-01T15:00:00Z', '2031-07-03T17:00:00.000Z'],
    ['3 July 2026 (observed holiday, a Friday): Thursday 16:00', '2026-06-29T15:00:00Z', '2026-07-02T20:00:00.000Z'],
    ['the Friday after Thanksgiving closes at 13:00', '2026-11-24T15:00:00Z', '2026-11-27T18:00:00.000Z'],
    ['Christmas on a Friday: Thursday 24 December closes at 13:00', '2026-12-21T15:00:00Z', '2026-12-24T18:00:00.000Z'],
    [
      '24 December 2025 (Wednesday, early) does not end the week: Friday 26 does',
      '2025-12-24T17:00:00Z',
      '2025-12-26T21:00:00.000Z',
    ],
    ['New Year on a Friday: Thursday 31 December 16:00', '2026-12-28T15:00:00Z', '2026-12-31T21:00:00.000Z'],
    [
      'observed Christmas on Friday 24 December 2027: Thursday 23 December 16:00',
      '2027-12-20T15:00:00Z',
      '2027-12-23T21:00:00.000Z',
    ],
    ['Friday 31 December 2027 trades a full day', '2027-12-27T15:00:00Z', '2027-12-31T21:00:00.000Z'],
  ])('%s', (_, instant, expected) => {
    expect(end('weekly', instant)).toBe(expected);
  });

  it('belongs to the next season at exactly the end instant, and the next season opens there', () => {
    expect(end('weekly', '2026-01-16T20:59:59.999Z')).toBe('2026-01-16T21:00:00.000Z');
    expect(end('weekly', '2026-01-16T21:00:00.000Z')).toBe('2026-01-23T21:00:00.000Z');
    expect(start('weekly', '2026-01-16T21:00:00.000Z')).toBe('2026-01-16T21:00:00.000Z');
    expect(start('weekly', '2026-01-16T20:59:59.999Z')).toBe('2026-01-09T21:00:00.000Z');
  });

  it('rolls a Friday evening or weekend into the next week, across a DST switch', () => {
    expect(end('weekly', '2026-03-06T23:00:00Z')).toBe('2026-03-13T20:00:00.000Z');
    expect(start('weekly', '2026-03-07T12:00:00Z')).toBe('2026-03-06T21:00:00.000Z');
    expect(end('weekly', '2026-10-31T12:00:00Z')).toBe('2026-11-06T21:00:00.000Z');
    expect(start('weekly', '2026-10-31T12:00:00Z')).toBe('2026-10-30T20:00:00.000Z');
  });

  it('opens the week after an early close at that early close', () => {
    expect(start('weekly', '2025-07-03T17:00:00Z')).toBe('2025-07-03T17:00:00.000Z');
    expect(end('weekly', '2025-07-03T17:00:00Z')).toBe('2025-07-11T20:00:00.000Z');
    expect(start('weekly', '2026-12-29T12:00:00Z')).toBe('2026-12-24T18:00:00.000Z');
  });
});

describe('the monthly championship season end', () => {
  it.each([
    ['January 2026 ends on a Saturday: Friday 30 January 16:00', '2026-01-10T15:00:00Z', '2026-01-30T21:00:00.000Z'],
    ['March 2026 ends on a Tuesday, in EDT', '2026-03-02T15:00:00Z', '2026-03-31T20:00:00.000Z'],
    [
      'October 2026 ends on a Saturday: Friday 30 October, still EDT',
      '2026-10-05T15:00:00Z',
      '2026-10-30T20:00:00.000Z',
    ],
    ['November 2026 ends on a Monday, in EST', '2026-11-02T15:00:00Z', '2026-11-30T21:00:00.000Z'],
    [
      'May 2027: the last weekday is Memorial Day, so Friday 28 May',
      '2027-05-03T15:00:00Z',
      '2027-05-28T20:00:00.000Z',
    ],
    [
      'March 2024: the last weekday is Good Friday, so Thursday 28 March',
      '2024-03-04T15:00:00Z',
      '2024-03-28T20:00:00.000Z',
    ],
    [
      'November 2024: the last session is the early close after Thanksgiving',
      '2024-11-04T15:00:00Z',
      '2024-11-29T18:00:00.000Z',
    ],
    ['December 2026 ends Thursday 31 December 16:00', '2026-12-01T15:00:00Z', '2026-12-31T21:00:00.000Z'],
    ['December 2027 ends Friday 31 December 16:00', '2027-12-01T15:00:00Z', '2027-12-31T21:00:00.000Z'],
  ])('%s', (_, instant, expected) => {
    expect(end('monthly', instant)).toBe(expected);
  });

  it('rolls the last hours of a month after its close into the next month', () => {
    expect(end('monthly', '2026-01-30T21:00:00Z')).toBe('2026-02-27T21:00:00.000Z');
    expect(end('monthly', '2026-01-31T12:00:00Z')).toBe('2026-02-27T21:00:00.000Z');
    expect(start('monthly', '2026-02-01T12:00:00Z')).toBe('2026-01-30T21:00:00.000Z');
    expect(start('monthly', '2027-01-04T15:00:00Z')).toBe('2026-12-31T21:00:00.000Z');
  });
});

/** Expected ends computed from the exchange's published tables only (not from the calendar's rules). */
function publishedLastClose(days: CivilDate[]): Date | null {
  for (const day of [...days].reverse()) {
    const [y, md] = [Number(day.slice(0, 4)), day.slice(5)];
    if (weekdayOf(day) === 0 || weekdayOf(day) === 6 || PUBLISHED_FULL_HOLIDAYS[y]!.includes(md)) continue;
    return PUBLISHED_EARLY_CLOSES[y]!.includes(md) ? newYorkInstant(day, 13, 0) : newYorkInstant(day, 16, 0);
  }
  return null;
}

describe('season ends against the published NYSE tables 2022–2028', () => {
  it('ends every week at its last published session close', () => {
    for (let monday = '2022-01-03'; monday < '2028-12-25'; monday = addDays(monday, 7)) {
      const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
      const expected = publishedLastClose(week)!;
      expect(championshipSeasonEnd('weekly', newYorkInstant(monday, 0, 0)), monday).toEqual(expected);
      expect(championshipSeasonStart('weekly', expected), monday).toEqual(expected);
    }
  });

  it('ends every month at its last published session close', () => {
    for (let year = 2022; year <= 2028; year++)
      for (let month = 1; month <= 12; month++) {
        const first = civilDate(year, month, 1);
        const days = Array.from({ length: 31 }, (_, i) => addDays(first, i)).filter(
          (d) => d.slice(0, 7) === first.slice(0, 7),
        );
        const expected = publishedLastClose(days)!;
        expect(championshipSeasonEnd('monthly', newYorkInstant(first, 0, 0)), first).toEqual(expected);
      }
  });
});

describe('season numbers', () => {
  it('numbers weekly season 1 as the one ending Friday 2 January 2026 16:00 New York', () => {
    expect(championshipSeasonNumber('weekly', at('2026-01-02T20:59:59Z'))).toBe(1);
    expect(championshipSeasonNumber('weekly', at('2026-01-02T21:00:00Z'))).toBe(2);
    expect(championshipSeasonNumber('weekly', at('2026-01-14T17:00:00Z'))).toBe(3);
    expect(championshipSeasonBounds('weekly', 1)).toEqual({
      start: at('2025-12-26T21:00:00Z'),
      end: at('2026-01-02T21:00:00Z'),
    });
  });

  it('numbers monthly season 1 as January 2026, 13 as January 2027', () => {
    expect(championshipSeasonNumber('monthly', at('2026-01-15T12:00:00Z'))).toBe(1);
    expect(championshipSeasonNumber('monthly', at('2026-01-30T21:00:00Z'))).toBe(2);
    expect(championshipSeasonNumber('monthly', at('2026-12-31T20:59:00Z'))).toBe(12);
    expect(championshipSeasonNumber('monthly', at('2027-01-04T15:00:00Z'))).toBe(13);
    expect(championshipSeasonBounds('monthly', 13)).toEqual({
      start: at('2026-12-31T21:00:00Z'),
      end: at('2027-01-29T21:00:00Z'),
    });
  });

  it('clamps instants before season 1 into season 1', () => {
    expect(championshipSeasonNumber('weekly', at('2025-12-26T20:00:00Z'))).toBe(1);
    expect(championshipSeasonNumber('weekly', at('2024-06-01T12:00:00Z'))).toBe(1);
    expect(championshipSeasonNumber('monthly', at('2025-03-01T12:00:00Z'))).toBe(1);
  });

  it('refuses season numbers that cannot exist', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(() => championshipSeasonBounds('weekly', n)).toThrow(RangeError);
  });

  it('round-trips: every instant of a season has its number, and each season opens where the previous ended', () => {
    for (const [type, count] of [
      ['weekly', 600],
      ['monthly', 150],
    ] as const) {
      let previous = championshipSeasonBounds(type, 1);
      for (let n = 2; n <= count; n++) {
        const b = championshipSeasonBounds(type, n);
        expect(b.start).toEqual(previous.end);
        expect(championshipSeasonNumber(type, b.start)).toBe(n);
        expect(championshipSeasonNumber(type, new Date(b.end.getTime() - 1))).toBe(n);
        expect(championshipSeasonNumber(type, b.end)).toBe(n + 1);
        previous = b;
      }
    }
  });

  it('puts any instant inside [start, end) of its season, and the end is a session close', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ChampionshipType>('weekly', 'monthly'),
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        (type, instant) => {
          const e = championshipSeasonEnd(type, instant);
          const s = championshipSeasonStart(type, instant);
          expect(s <= instant && instant < e).toBe(true);
          expect(championshipSeasonEnd(type, s)).toEqual(e);
          const closeDay = new Date(e.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
          expect(sessionOf(closeDay).closesAt).toEqual(e);
          const n = championshipSeasonNumber(type, instant);
          if (instant >= championshipSeasonBounds(type, 1).start)
            expect(championshipSeasonBounds(type, n)).toEqual({ start: s, end: e });
        },
      ),
    );
  });
});

describe('a week without any session (impossible on the NYSE, but the rule must still terminate)', () => {
  const closedWeek = (day: CivilDate) =>
    day >= '2026-01-05' && day <= '2026-01-11'
      ? { date: day, kind: 'closed' as const, opensAt: null, closesAt: null, reason: 'Test closure' }
      : sessionOf(day);

  it('skips to the next week: the season runs from the previous close to the next week close', () => {
    expect(championshipSeasonEnd('weekly', at('2026-01-07T15:00:00Z'), closedWeek)).toEqual(at('2026-01-16T21:00:00Z'));
    expect(championshipSeasonStart('weekly', at('2026-01-07T15:00:00Z'), closedWeek)).toEqual(
      at('2026-01-02T21:00:00Z'),
    );
    expect(championshipSeasonNumber('weekly', at('2026-01-07T15:00:00Z'), closedWeek)).toBe(3);
    expect(() => championshipSeasonBounds('weekly', 2, closedWeek)).toThrow(RangeError);
  });

  it('gives up with an error rather than looping forever on a calendar with no sessions at all', () => {
    const never = (day: CivilDate) => ({ date: day, kind: 'closed' as const, opensAt: null, closesAt: null });
    expect(() => championshipSeasonEnd('weekly', at('2026-01-07T15:00:00Z'), never)).toThrow(/No weekly/);
  });
});
