import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareStandings,
  countAheadInColumns,
  isElite,
  isHiddenFromLeaderboard,
  rankOf,
  type Standing,
  topInColumns,
  topStandings,
} from './rank-standings.ts';

describe('ranking standings', () => {
  it('orders by profit, and equal profit by the earlier account', () => {
    const s: Standing[] = [
      { userId: 3, profitCents: 500 },
      { userId: 1, profitCents: 100 },
      { userId: 2, profitCents: 500 },
      { userId: 4, profitCents: -50 },
    ];
    expect(topStandings(s, 3).map((x) => x.userId)).toEqual([2, 3, 1]);
    expect(rankOf(s, s[3]!)).toBe(4);
    expect(rankOf(s, s[0]!)).toBe(2);
  });

  it('picks the same top n as a full sort, and ranks are a permutation of 1..n', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 200 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 15 }),
        (ids, profits, n) => {
          const s = ids.map((userId, i) => ({ userId, profitCents: (profits[i] ?? 0) * 1000 }));
          const sorted = [...s].sort(compareStandings);
          expect(topStandings(s, n)).toEqual(sorted.slice(0, n));
          const ranks = s.map((x) => rankOf(s, x)).sort((a, b) => a - b);
          expect(ranks).toEqual(s.map((_, i) => i + 1));
        },
      ),
    );
  });
});

describe('isHiddenFromLeaderboard', () => {
  it('hides empty names and names containing demo, mock or test in any case', () => {
    expect(['', '  ', 'DemoUser', 'mockingbird', 'latest_trader', 'TEST'].map(isHiddenFromLeaderboard)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isHiddenFromLeaderboard('warren')).toBe(false);
  });
});

describe('the column form of the ranking', () => {
  it('agrees with the object form on top n and on every rank, skipping inactive entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 150 }),
        fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.boolean()), { maxLength: 150 }),
        fc.integer({ min: 1, max: 12 }),
        (ids, extra, n) => {
          const profits = ids.map((_, i) => (extra[i]?.[0] ?? 0) * 100);
          const active = ids.map((_, i) => (extra[i]?.[1] === false ? 0 : 1));
          const visible = ids.flatMap((userId, i) => (active[i] ? [{ userId, profitCents: profits[i]!, i }] : []));
          expect(topInColumns(profits, ids, active, ids.length, n)).toEqual(topStandings(visible, n).map((s) => s.i));
          for (const s of visible)
            expect(countAheadInColumns(profits, ids, active, ids.length, s.i) + 1).toBe(rankOf(visible, s));
        },
      ),
    );
  });
});

describe('isElite', () => {
  it('marks the top 1 % of the ranked players, and nobody on a board under 100', () => {
    expect(isElite(1, 3)).toBe(false);
    expect(isElite(1, 99)).toBe(false);
    expect(isElite(1, 100)).toBe(true);
    expect(isElite(2, 100)).toBe(false);
    expect(isElite(10, 1_050)).toBe(true);
    expect(isElite(11, 1_050)).toBe(false);
    expect(isElite(0, 1_000)).toBe(false);
  });
});
