import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankByScore } from './rank-by-score.ts';

const row = (userId: number, rank: number | null, eligibleForPrize = true) => ({
  userId,
  rank,
  prizeRank: eligibleForPrize && rank !== null ? rank : null,
  hidden: rank === null,
  eligibleForPrize: eligibleForPrize && rank !== null,
});

describe('rankByScore (the official mode at the close, ADR 023)', () => {
  it('orders by score, keeps the return order on equal scores, shares a prize rank on equal scores', () => {
    const rows = [row(1, 1), row(2, 2), row(3, 3, false), row(4, 4), row(9, null)];
    const score: Record<number, number> = { 1: 0.5, 2: 1.2, 3: 2, 4: 0.5, 9: 99 };
    const out = rankByScore(rows, (r) => score[r.userId]!);
    expect(out.map((r) => [r.userId, r.rank, r.prizeRank])).toEqual([
      [3, 1, null],
      [2, 2, 1],
      [1, 3, 2],
      [4, 4, 2],
      [9, null, null],
    ]);
    expect(rows[0]).toMatchObject({ rank: 1, prizeRank: 1 });
  });

  it('property: ranks 1..n over the visible rows, scores never increase, prize ranks only for the eligible', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.boolean(), fc.boolean())), (spec) => {
        const rows = spec.map(([, hidden, eligible], i) => row(i + 1, hidden ? null : i + 1, eligible));
        const out = rankByScore(rows, (r) => spec[r.userId - 1]![0]);
        const visible = out.filter((r) => !r.hidden);
        expect(visible.map((r) => r.rank)).toEqual(visible.map((_, i) => i + 1));
        for (let i = 1; i < visible.length; i++)
          expect(spec[visible[i]!.userId - 1]![0]).toBeLessThanOrEqual(spec[visible[i - 1]!.userId - 1]![0]);
        expect(out.every((r) => (r.prizeRank !== null) === r.eligibleForPrize)).toBe(true);
        expect(out.length).toBe(rows.length);
      }),
    );
  });
});
