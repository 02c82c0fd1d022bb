import { PRIZE_SPLIT_PERCENTS, type RankingMode, rankByScore, splitPrizePool } from '@tradearena/domain';
import type { PortfolioContext } from '../portfolio/index.ts';
import {
  type PlayerScore,
  type PlayerScorer,
  type StandingsSnapshot,
  scoreInChunks,
  topOfOrder,
} from '../standings/index.ts';

/** A valuation's ranked players in the order of a ranking mode's score. */
export interface ScoredStandings {
  /** Ranked slots, best first. */
  order: number[];
  /** Slot → 1-based rank in `order`. */
  rankOf: Map<number, number>;
  /** User id → figures. */
  scores: Map<number, PlayerScore>;
  /** The prize-eligible players with their prize rank (equal scores share one), for splitPrizePool. */
  prizeRanks: { userId: number; rank: number }[];
}

/** Per valuation and mode, while its version holds (a trade re-scored into it moves the version). */
const known = new WeakMap<StandingsSnapshot, Map<RankingMode, { version: number; scored: Promise<ScoredStandings> }>>();

/** What the scorer needs of a ranked slot: its live value (profit + money put in) and its standings return. */
export function scoredPlayer(snap: StandingsSnapshot, slot: number) {
  const p = snap.slots[slot]!;
  return { userId: p.userId, valueCents: snap.profits[slot]! + p.investedCents, returnFraction: snap.returns[slot]! };
}

/**
 * Every ranked player of a valuation scored in `mode` and ordered by it (docs/decisions/023-...: the domain's
 * rankByScore; equal scores keep the standings' order), once per valuation version.
 */
export function rankedByScore(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: { context: PortfolioContext; mode: RankingMode; now: Date },
): Promise<ScoredStandings> {
  const byMode = known.get(snap) ?? new Map();
  known.set(snap, byMode);
  const hit = byMode.get(input.mode);
  if (hit?.version === snap.version) return hit.scored;
  const scored = score(snap, scorer, input);
  byMode.set(input.mode, { version: snap.version, scored });
  scored.catch(() => byMode.delete(input.mode));
  return scored;
}

async function score(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: { context: PortfolioContext; mode: RankingMode; now: Date },
): Promise<ScoredStandings> {
  const inOrder = snap.order
    ? topOfOrder(snap.order, snap.order.length)
    : [...snap.active.keys()]
        .filter((i) => snap.active[i] === 1)
        .sort((a, b) => snap.returns[b]! - snap.returns[a]! || snap.seniority[a]! - snap.seniority[b]!);
  const scores = await scoreInChunks(scorer, { ...input, players: inOrder.map((slot) => scoredPlayer(snap, slot)) });
  const rows = inOrder.map((slot, i) => ({
    slot,
    userId: snap.slots[slot]!.userId,
    rank: i + 1,
    prizeRank: null,
    hidden: false,
    eligibleForPrize: snap.eligible[slot] === 1,
  }));
  const reranked = rankByScore(rows, (r) => scores.get(r.userId)!.score);
  return {
    order: reranked.map((r) => r.slot),
    rankOf: new Map(reranked.map((r) => [r.slot, r.rank!])),
    scores,
    prizeRanks: reranked.flatMap((r) => (r.prizeRank === null ? [] : [{ userId: r.userId, rank: r.prizeRank }])),
  };
}

/** What the best eligible players would win now in the order of a score (the prize panel of that mode). */
export function prizesOf(scored: ScoredStandings, poolCents: number): Map<number, number> {
  if (poolCents <= 0) return new Map();
  return new Map(
    splitPrizePool(poolCents, scored.prizeRanks, PRIZE_SPLIT_PERCENTS).map((p) => [p.userId, p.prizeCents]),
  );
}
