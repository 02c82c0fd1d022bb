import { TickMarkType, type Time } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { chartTimeFormatter } from './chart-time-format.ts';

/** A candle start in UTC seconds, as the chart holds it. */
const at = (iso: string) => (Date.parse(iso) / 1000) as Time;

describe('chart time labels', () => {
  it('labels a daily candle with its exchange date for a viewer west of New York', () => {
    // The Monday 16 November 2026 candle starts at midnight New York = Sunday 9 PM in Los Angeles.
    const f = chartTimeFormatter('America/Los_Angeles', '1D');
    const monday = at('2026-11-16T05:00:00.000Z');
    expect(f.tick(monday, TickMarkType.DayOfMonth)).toBe('Nov 16');
    expect(f.crosshair(monday)).toBe('Mon, Nov 16, 2026');
  });

  it('labels a weekly candle as the week of its Monday', () => {
    const f = chartTimeFormatter('Pacific/Honolulu', '1W');
    expect(f.crosshair(at('2026-11-16T05:00:00.000Z'))).toBe('Week of Mon, Nov 16, 2026');
  });

  it('shows the year on year marks and the month on month marks of long charts', () => {
    const f = chartTimeFormatter('America/Los_Angeles', '1W');
    expect(f.tick(at('2027-01-04T05:00:00.000Z'), TickMarkType.Year)).toBe('2027');
    expect(f.tick(at('2026-07-06T04:00:00.000Z'), TickMarkType.Month)).toBe('Jul');
  });

  it('shows 5-minute candles at the clock time of the viewer’s zone', () => {
    const f = chartTimeFormatter('Europe/Berlin', '5M');
    const open = at('2026-11-20T14:30:00.000Z');
    expect(f.tick(open, TickMarkType.Time)).toBe('3:30 PM');
    expect(f.crosshair(open)).toBe('Nov 20, 2026, 3:30 PM');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(chartTimeFormatter('Not/AZone', '5M').tick(at('2026-11-20T14:30:00.000Z'), TickMarkType.Time)).toBe(
      '2:30 PM',
    );
  });
});
