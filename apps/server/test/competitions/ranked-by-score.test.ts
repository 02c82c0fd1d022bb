import { describe, expect, it } from 'vitest';
import { rankedByScore } from '../../src/modules/competitions/ranked-by-score.ts';
import type { PlayerScorer, StandingPlayer, StandingsSnapshot } from '../../src/modules/standings/index.ts';
import { insertIntoOrder, removeFromOrder, sortStandingsOrder } from '../../src/modules/standings/ranking-order.ts';

/** A valuation of `returns.length` players (user ids 1..n), every one ranked and sorted as the index sorts. */
function valuation(returns: number[], eligible: (i: number) => boolean = () => true): StandingsSnapshot {
  const n = returns.length;
  const slots = returns.map(
    (_, i) => ({ userId: i + 1, investedCents: 10_000_00, hidden: false }) as unknown as StandingPlayer,
  );
  const snap = {
    slots,
    profits: Float64Array.from(returns, (r) => r * 10_000_00),
    returns: Float64Array.from(returns),
    seniority: Float64Array.from(returns, (_, i) => i),
    active: new Uint8Array(n).fill(1),
    eligible: Uint8Array.from(returns, (_, i) => (eligible(i) ? 1 : 0)),
    ranked: n,
    participants: n,
    order: null,
    version: 0,
    top: [],
    topEligible: [],
    slotOf: new Map(slots.map((p, i) => [p.userId, i])),
    prices: new Float64Array(0),
    at: 0,
  } as unknown as StandingsSnapshot;
  snap.order = sortStandingsOrder(snap, n);
  return snap;
}

/** A scorer whose score is not the return's order: odd user ids score their return, even ones minus it (ties: 0). */
function recordingScorer() {
  const calls: number[][] = [];
  const scorer: PlayerScorer = async (input) => {
    calls.push(input.players.map((p) => p.userId));
    return new Map(
      input.players.map((p) => {
        const score = p.userId % 3 === 0 ? 0 : p.returnFraction * (p.userId % 2 ? 1 : -1);
        return [p.userId, { returnPct: 0, excessReturnPct: 0, volatilityPct: 0, score, provisional: false }];
      }),
    );
  };
  return { calls, scorer };
}

const input = { context: { competitionId: 1, season: 1 }, mode: 'risk_adjusted' as const, now: new Date(0) };

describe('a valuation ranked by a score (ADR 023)', () => {
  it('a trade re-scored into the valuation re-scores that one player, and the order equals a full ranking', async () => {
    const returns = Array.from({ length: 40 }, (_, i) => ((i * 7919) % 41) / 100 - 0.2);
    const snap = valuation(returns, (i) => i % 4 !== 1);
    const { calls, scorer } = recordingScorer();
    const before = await rankedByScore(snap, scorer, input);
    expect(calls.map((c) => c.length)).toEqual([40]);
    // Two trades: the players are re-scored into the valuation as the standings index does.
    for (const [slot, r] of [
      [7, 0.5],
      [12, -0.3],
    ] as const) {
      removeFromOrder(snap, snap.order!, slot);
      snap.returns[slot] = r;
      snap.profits[slot] = r * 10_000_00;
      insertIntoOrder(snap, snap.order!, slot);
      snap.version++;
      const after = await rankedByScore(snap, scorer, input);
      expect(calls[calls.length - 1]).toEqual([slot + 1]);
      // The same as ranking the changed valuation from scratch.
      const fresh = valuation([...snap.returns], (i) => i % 4 !== 1);
      const full = await rankedByScore(fresh, recordingScorer().scorer, input);
      expect(after.order).toEqual(full.order);
      expect(after.prizeRanks).toEqual(full.prizeRanks);
      for (const s of full.order) expect(after.rankOf(s)).toBe(full.rankOf(s));
    }
    expect(before.order).toHaveLength(40);
  });
});
