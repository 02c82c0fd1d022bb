import { PRIZE_SPLIT_PERCENTS, rankByScore, splitPrizePool } from '@tradearena/domain';
import {
  countAheadInOrder,
  type PlayerScore,
  type ScoredColumns,
  type StandingsSnapshot,
  topOfOrder,
} from '../standings/index.ts';

/** A valuation's ranked players in the order of its risk-adjusted score. */
export interface ScoredStandings {
  /** The best `n` ranked slots, best first. */
  top(n: number): number[];
  /** The 1-based rank of a ranked slot: a binary search in the order by score. */
  rankOf(slot: number): number;
  /** The figures of a ranked slot. */
  figuresOf(slot: number): PlayerScore;
  /** The prize-eligible players with their prize rank (equal scores share one), for splitPrizePool. */
  prizeRanks: { userId: number; rank: number }[];
}

/** Per valuation, while its version holds (a trade re-scored into it moves the version). */
const known = new WeakMap<StandingsSnapshot, { version: number; scored: ScoredStandings }>();

/**
 * A valuation's players in the order of their risk-adjusted score (docs/decisions/023-...: the domain's rankByScore
 * rule: higher score first, equal scores in the standings' order). The standings index scores every player in its own
 * valuation pass and keeps the order by score as trades re-score players (`snapshot(…, { scored: true })`): a read is a
 * prefix and a binary search, as by return.
 */
export function rankedByScore(snap: StandingsSnapshot): ScoredStandings {
  const { scores } = snap;
  if (!scores) throw new Error('the standings valuation was not scored: read it with { scored: true }');
  const hit = known.get(snap);
  if (hit?.version === snap.version) return hit.scored;
  const scored: ScoredStandings = {
    top: (n) => topOfOrder(scores.order, n),
    rankOf: (slot) => countAheadInOrder(scores, scores.order, slot) + 1,
    figuresOf: (slot) => {
      const returnPct = snap.returns[slot]! * 100;
      return {
        returnPct,
        excessReturnPct: returnPct - scores.benchmarkPct,
        volatilityPct: scores.volatilityPct[slot]!,
        score: scores.score[slot]!,
        provisional: scores.provisional[slot] === 1,
      };
    },
    prizeRanks: prizeRanksOf(snap, scores),
  };
  known.set(snap, { version: snap.version, scored });
  return scored;
}

/**
 * The prize ranks of the best eligible players (the domain's rankByScore over the top of the order: far enough for
 * every prize, and for everyone sharing the last prize's score).
 */
function prizeRanksOf(snap: StandingsSnapshot, scores: ScoredColumns) {
  const top: number[] = [];
  let eligible = 0;
  for (let k = 0; k < scores.order.length; k++) {
    const slot = scores.order.slots[k]!;
    if (eligible >= PRIZE_SPLIT_PERCENTS.length && scores.score[slot] !== scores.score[top[top.length - 1]!]) break;
    top.push(slot);
    if (snap.eligible[slot] === 1) eligible++;
  }
  const rows = top.map((slot, i) => ({
    userId: snap.slots[slot]!.userId,
    rank: i + 1,
    prizeRank: null,
    hidden: false,
    eligibleForPrize: snap.eligible[slot] === 1,
  }));
  return rankByScore(rows, (r) => scores.score[top[r.rank - 1]!]!).flatMap((r) =>
    r.prizeRank === null ? [] : [{ userId: r.userId, rank: r.prizeRank }],
  );
}

/** What the best eligible players would win now in the order of a score (the prize panel of that mode). */
export function prizesOf(scored: ScoredStandings, poolCents: number): Map<number, number> {
  if (poolCents <= 0) return new Map();
  return new Map(
    splitPrizePool(poolCents, scored.prizeRanks, PRIZE_SPLIT_PERCENTS).map((p) => [p.userId, p.prizeCents]),
  );
}
