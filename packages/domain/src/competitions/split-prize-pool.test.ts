import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_PRIZE_POOL_CENTS } from './competition-constants.ts';
import { splitPrizePool } from './split-prize-pool.ts';

const ranks = (...r: number[]) => r.map((rank, i) => ({ userId: i + 1, rank }));
const prizes = (pool: number, ...r: number[]) => splitPrizePool(pool, ranks(...r)).map((p) => p.prizeCents);

describe('splitPrizePool', () => {
  it.each([
    [
      'pays the weekly pool 50/30/20: $5,000, $3,000, $2,000',
      CHAMPIONSHIP_PRIZE_POOL_CENTS.weekly,
      [1, 2, 3, 4],
      [500_000, 300_000, 200_000],
    ],
    [
      'pays the monthly pool 50/30/20: $25,000, $15,000, $10,000',
      CHAMPIONSHIP_PRIZE_POOL_CENTS.monthly,
      [1, 2, 3],
      [2_500_000, 1_500_000, 1_000_000],
    ],
    ['rounds each place down to the cent', 1_001, [1, 2, 3], [500, 300, 200]],
    ['shares places 1 and 2 between two players tied first', 1_000_000, [1, 1, 3], [400_000, 400_000, 200_000]],
    ['shares places 2 and 3 between two players tied second', 1_000_000, [1, 2, 2, 4], [500_000, 250_000, 250_000]],
    ['shares all three places between three players tied first', 1_000_000, [1, 1, 1], [333_333, 333_333, 333_333]],
    [
      'shares only place 3 among players tied third',
      1_000_000,
      [1, 2, 3, 3, 3],
      [500_000, 300_000, 66_666, 66_666, 66_666],
    ],
    ['shares places 1–3 among four players tied first', 1_000_000, [1, 1, 1, 1], [250_000, 250_000, 250_000, 250_000]],
    ['leaves unfilled places unpaid', 1_000_000, [1, 2], [500_000, 300_000]],
    ['pays nothing when nobody ranked', 1_000_000, [], []],
  ])('%s', (_, pool, r, expected) => {
    expect(prizes(pool, ...r)).toEqual(expected);
  });

  it('pays no one when shares round down to zero cents', () => {
    expect(splitPrizePool(1, ranks(1, 2, 3))).toEqual([]);
    expect(splitPrizePool(2, ranks(1, 2, 3))).toEqual([{ userId: 1, prizeCents: 1 }]);
  });

  it('takes standings in any order and a custom split', () => {
    const standings = [
      { userId: 7, rank: 2 },
      { userId: 9, rank: 1 },
    ];
    expect(splitPrizePool(10_000, standings, [70, 30])).toEqual([
      { userId: 9, prizeCents: 7_000 },
      { userId: 7, prizeCents: 3_000 },
    ]);
  });

  it('refuses a negative or fractional pool and a split over 100%', () => {
    expect(() => splitPrizePool(-1, ranks(1))).toThrow(RangeError);
    expect(() => splitPrizePool(10.5, ranks(1))).toThrow(RangeError);
    expect(() => splitPrizePool(100, ranks(1), [60, 50])).toThrow(RangeError);
  });

  /** Ranked standings with ties: each rank is 1 + the number of players before its group. */
  const rankedWithTies = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 12 }).map((groups) => {
    const out: { userId: number; rank: number }[] = [];
    for (const size of groups) {
      const rank = out.length + 1;
      for (let i = 0; i < size; i++) out.push({ userId: out.length + 1, rank });
    }
    return out;
  });

  it('never pays more than the pool, keeps less than (places + winners) cents when every place is filled, pays ties equally and no one outside the top places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        rankedWithTies,
        fc.constantFrom([50, 30, 20], [60, 40], [100], [40, 25, 20, 10, 5]),
        (pool, standings, split) => {
          const paid = splitPrizePool(pool, standings, split);
          const total = paid.reduce((a, p) => a + p.prizeCents, 0);
          expect(total).toBeLessThanOrEqual(pool);
          // Every place filled: the house keeps less than one cent per place plus one per player sharing a place
          // (only the latter when shares round to zero, which a pool of $10 or more never does here).
          const sharing = standings.filter((s) => s.rank <= split.length).length;
          if (standings.length >= split.length) {
            expect(pool - total).toBeLessThan(split.length + sharing);
            if (pool >= 1_000) expect(pool - total).toBeLessThan(split.length + paid.length);
          }
          const rankOf = new Map(standings.map((s) => [s.userId, s.rank]));
          for (const p of paid) {
            expect(rankOf.get(p.userId)!).toBeLessThanOrEqual(split.length);
            expect(p.prizeCents).toBeGreaterThan(0);
            for (const q of paid)
              if (rankOf.get(q.userId) === rankOf.get(p.userId)) expect(q.prizeCents).toBe(p.prizeCents);
          }
        },
      ),
    );
  });
});
