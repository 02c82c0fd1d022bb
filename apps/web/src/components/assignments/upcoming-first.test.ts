import { describe, expect, it } from 'vitest';
import { upcomingFirst } from './upcoming-first.ts';

describe('upcomingFirst', () => {
  it('puts the assignments still to come first, soonest first, then the past ones, latest first', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const items = ['2026-03-01', '2026-03-20', '2026-03-11', '2026-03-09'].map((d) => ({ dueDate: `${d}T12:00:00Z` }));
    expect(upcomingFirst(items, now).map((a) => a.dueDate.slice(0, 10))).toEqual([
      '2026-03-11',
      '2026-03-20',
      '2026-03-09',
      '2026-03-01',
    ]);
  });
});
