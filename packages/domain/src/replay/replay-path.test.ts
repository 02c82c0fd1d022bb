import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HistoricalDay, REPLAY_SESSION_MINUTES } from './historical-day.ts';
import { replayClock, replayEndsAt, replayInstantOf } from './replay-clock.ts';
import { replayHeadlines } from './replay-headlines.ts';
import { replayIndexPath } from './replay-index-path.ts';
import { replayKnownPoints } from './replay-known-points.ts';
import { replayReveal } from './replay-reveal.ts';
import { replayStockPaths } from './replay-stock-path.ts';
import { drawReplayStartDate, replayWindow } from './replay-window.ts';
import { OCTOBER_2008 } from './sp500-october-2008.fixture.ts';

const ohlcOf = (path: Float64Array) => ({
  open: path[0],
  high: Math.max(...path),
  low: Math.min(...path),
  close: path[path.length - 1],
});

const dayArb = fc
  .record({
    open: fc.double({ min: 100, max: 5000, noNaN: true }),
    up: fc.double({ min: 0, max: 0.1, noNaN: true }),
    down: fc.double({ min: 0, max: 0.1, noNaN: true }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    edge: fc.constantFrom('inside', 'open-high', 'open-low', 'close-high', 'close-low'),
  })
  .map(({ open, up, down, at, edge }): HistoricalDay => {
    const high = open * (1 + up);
    const low = open * (1 - down);
    let close = low + (high - low) * at;
    let o = open;
    if (edge === 'open-high') o = high;
    if (edge === 'open-low') o = low;
    if (edge === 'close-high') close = high;
    if (edge === 'close-low') close = low;
    return { date: '2010-05-06', open: o, high, low, close };
  });

describe('replayIndexPath', () => {
  it.each(OCTOBER_2008.map((d) => [d.date, d] as const))(
    'passes exactly through the real open, high, low and close of %s',
    (_, day) => {
      const path = replayIndexPath(day, 'seed-1');
      expect(path).toHaveLength(REPLAY_SESSION_MINUTES + 1);
      expect(ohlcOf(path)).toEqual({ open: day.open, high: day.high, low: day.low, close: day.close });
    },
  );

  it('matches the open, high, low and close of any day, also when it opens or closes at its high or low', () => {
    fc.assert(
      fc.property(dayArb, fc.string(), (day, seed) => {
        expect(ohlcOf(replayIndexPath(day, seed))).toEqual({
          open: day.open,
          high: day.high,
          low: day.low,
          close: day.close,
        });
      }),
    );
  });

  it('draws the same path for the same seed and another path for another seed', () => {
    const day = OCTOBER_2008[5]!;
    expect(replayIndexPath(day, 'a')).toEqual(replayIndexPath(day, 'a'));
    expect(replayIndexPath(day, 'a')).not.toEqual(replayIndexPath(day, 'b'));
  });

  it('keeps a flat day flat', () => {
    const flat = { date: '2001-09-10', open: 1000, high: 1000, low: 1000, close: 1000 };
    expect(new Set(replayIndexPath(flat, 's'))).toEqual(new Set([1000]));
  });
});

describe('replayStockPaths', () => {
  const window = replayWindow(OCTOBER_2008, '2008-10-13', 3)!;
  const index = window.days.map((d) => replayIndexPath(d, 'seed'));
  const stock = { symbol: 'AAPL', beta: 1.2, annualVol: 0.28, startPrice: 272 };

  it('is deterministic for a seed and differs between stocks', () => {
    expect(replayStockPaths(index, window.previousClose, stock, 'seed')).toEqual(
      replayStockPaths(index, window.previousClose, stock, 'seed'),
    );
    expect(replayStockPaths(index, window.previousClose, stock, 'seed')[0]).not.toEqual(
      replayStockPaths(index, window.previousClose, { ...stock, symbol: 'MSFT' }, 'seed')[0],
    );
  });

  it('moves with the index by its beta: on the +11.6 % day a beta-1.2 stock rises about 14 %', () => {
    const [day1] = replayStockPaths([index[0]!], window.previousClose, stock, 'seed');
    const move = Math.log(day1![REPLAY_SESSION_MINUTES]! / stock.startPrice);
    expect(move).toBeGreaterThan(1.2 * Math.log(1003.35 / 899.22) - 0.08);
    expect(move).toBeLessThan(1.2 * Math.log(1003.35 / 899.22) + 0.08);
  });

  it('without own volatility left follows the index exactly by its beta', () => {
    const tracker = { symbol: 'SPY', beta: 1, annualVol: 0, startPrice: 100 };
    const [day1] = replayStockPaths([index[0]!], window.previousClose, tracker, 'seed');
    expect(day1![REPLAY_SESSION_MINUTES]).toBeCloseTo((100 * 1003.349976) / 899.219971, 9);
  });
});

describe('replayClock', () => {
  const schedule = { startsAt: Date.UTC(2026, 10, 29, 12), days: 2, minutesPerDay: 30 };

  it.each([
    ['before the start', 'scheduled', 'Day 1', '09:30', -1],
    ['at the start', 'running', 'Day 1', '09:30', 0],
    ['a quarter into Day 1', 'running', 'Day 1', '11:07', 7.5 * 60_000],
    ['at the start of Day 2', 'running', 'Day 2', '09:30', 30 * 60_000],
    ['just before the end', 'running', 'Day 2', '15:59', 60 * 60_000 - 1],
    ['at the end', 'finished', 'Day 2', '16:00', 60 * 60_000],
  ])('%s is %s, %s %s', (_, status, day, time, offset) => {
    const clock = replayClock(schedule, schedule.startsAt + offset);
    expect([clock.status, clock.dayLabel, clock.time]).toEqual([status, day, time]);
  });

  it('ends after days × minutesPerDay and plays each minute at or after its instant', () => {
    expect(replayEndsAt(schedule)).toBe(schedule.startsAt + 60 * 60_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 389 }), (day, minute) => {
        const clock = replayClock(schedule, replayInstantOf(schedule, day, minute));
        expect([clock.day, clock.minute]).toEqual([day, minute]);
      }),
    );
  });
});

describe('replayKnownPoints', () => {
  const schedule = { startsAt: 0, days: 2, minutesPerDay: 39 };
  const paths = OCTOBER_2008.slice(5, 7).map((d) => replayIndexPath(d, 's'));

  it('knows nothing before the start and everything at the end', () => {
    expect(replayKnownPoints(paths, replayClock(schedule, -1))).toEqual([]);
    expect(replayKnownPoints(paths, replayClock(schedule, replayEndsAt(schedule)))).toHaveLength(2 * 391);
  });

  it('never returns a point later than the clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: replayEndsAt(schedule) - 1 }), (now) => {
        const clock = replayClock(schedule, now);
        const known = replayKnownPoints(paths, clock);
        const last = known[known.length - 1]!;
        expect([last.day, last.minute]).toEqual([clock.day, clock.minute]);
        for (const p of known) expect(replayInstantOf(schedule, p.day, p.minute)).toBeLessThanOrEqual(now);
        expect(known).toHaveLength((clock.day - 1) * 391 + clock.minute + 1);
      }),
      { numRuns: 40 },
    );
  });
});

describe('replayWindow and replayReveal', () => {
  it('takes the days from the start date with the previous close, and refuses what the history cannot play', () => {
    expect(replayWindow(OCTOBER_2008, '2008-10-13', 2)).toEqual({
      days: OCTOBER_2008.slice(5, 7),
      previousClose: 899.219971,
    });
    expect(replayWindow(OCTOBER_2008, '2008-10-06', 1)).toBeNull();
    expect(replayWindow(OCTOBER_2008, '2008-10-12', 1)).toBeNull();
    expect(replayWindow(OCTOBER_2008, '2008-10-17', 3)).toBeNull();
  });

  it('draws a start date that can begin a replay, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 5 }), (seed, days) => {
        const date = drawReplayStartDate(OCTOBER_2008, days, seed);
        expect(replayWindow(OCTOBER_2008, date, days)).not.toBeNull();
        expect(drawReplayStartDate(OCTOBER_2008, days, seed)).toBe(date);
      }),
    );
  });

  it('reveals the date and the index move: 2008-10-13 rose 11.6 %, the best day of the history', () => {
    const reveal = replayReveal(replayWindow(OCTOBER_2008, '2008-10-13', 1)!, OCTOBER_2008);
    expect(reveal).toEqual({
      startDate: '2008-10-13',
      endDate: '2008-10-13',
      indexReturnPct: 11.58,
      summary: 'That was 2008-10-13: the S&P 500 rose 11.6 %, its best day from 2008 to 2008.',
    });
  });

  it('reveals a multi-day replay as a period and ranks a notable fall', () => {
    expect(replayReveal(replayWindow(OCTOBER_2008, '2008-10-13', 3)!, OCTOBER_2008).summary).toBe(
      'That was 2008-10-13 to 2008-10-15: the S&P 500 rose 1.0 % over 3 trading days.',
    );
    expect(replayReveal(replayWindow(OCTOBER_2008, '2008-10-15', 1)!, OCTOBER_2008).summary).toBe(
      'That was 2008-10-15: the S&P 500 fell 9.0 %, its worst day from 2008 to 2008.',
    );
  });
});

describe('replayHeadlines', () => {
  const schedule = { startsAt: 0, days: 2, minutesPerDay: 39 };
  const window = replayWindow(OCTOBER_2008, '2008-10-13', 2)!;
  const paths = window.days.map((d) => replayIndexPath(d, 's'));
  const at = (now: number) => replayHeadlines(paths, window.previousClose, replayClock(schedule, now));

  it('has nothing before the start, then only the headlines of minutes already played, newest first', () => {
    expect(at(-1)).toEqual([]);
    expect(at(0)).toEqual([{ day: 'Day 1', time: '09:30', title: 'Stocks open higher: S&P 500 up 1.5 %' }]);
    expect(at(replayInstantOf(schedule, 1, 120) - 1).map((h) => h.time)).toEqual(['09:30']);
    expect(at(replayInstantOf(schedule, 2, 0)).map((h) => `${h.day} ${h.time}`)).toEqual([
      'Day 2 09:30',
      'Day 1 16:00',
      'Day 1 13:30',
      'Day 1 11:30',
      'Day 1 09:30',
    ]);
  });

  it('tells the day’s move at the close without the date, the year or the level', () => {
    const close = at(replayInstantOf(schedule, 2, 0))[1]!;
    expect(close.title).toBe('Stocks close higher: S&P 500 gains 11.6 % on the day');
    expect(JSON.stringify(at(replayEndsAt(schedule)))).not.toMatch(/2008|1003|899/);
  });
});
