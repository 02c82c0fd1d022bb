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
  /** The 1-based rank in `order` of a ranked slot: a binary search. */
  rankOf(slot: number): number;
  /** User id → figures. */
  scores: Map<number, PlayerScore>;
  /** The prize-eligible players with their prize rank (equal scores share one), for splitPrizePool. */
  prizeRanks: { userId: number; rank: number }[];
}

/**
 * What a valuation was last scored from, per mode: each slot's columns then (a slot whose columns moved was re-scored
 * into the valuation: a trade, a join) and the order by score.
 */
interface Scored {
  version: number;
  scored: Promise<ScoredStandings>;
  seen: { slots: unknown[]; returns: Float64Array; profits: Float64Array; active: Uint8Array; eligible: Uint8Array };
  scoreOf: Float64Array;
}

/** Per valuation and mode, while its version holds (a trade re-scored into it moves the version). */
const known = new WeakMap<StandingsSnapshot, Map<RankingMode, Scored>>();

/** What the scorer needs of a ranked slot: its live value (profit + money put in) and its standings return. */
export function scoredPlayer(snap: StandingsSnapshot, slot: number) {
  const p = snap.slots[slot]!;
  return { userId: p.userId, valueCents: snap.profits[slot]! + p.investedCents, returnFraction: snap.returns[slot]! };
}

/**
 * Every ranked player of a valuation scored in `mode` and ordered by it (docs/decisions/023-...: the domain's
 * rankByScore rule: higher score first, equal scores in the standings' order), once per valuation; after players are
 * re-scored into it (its version moves), only those whose columns changed are scored again and moved in the order
 * (a trade re-scores one player, whatever the field).
 */
export function rankedByScore(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: { context: PortfolioContext; mode: RankingMode; now: Date },
): Promise<ScoredStandings> {
  const byMode = known.get(snap) ?? new Map<RankingMode, Scored>();
  known.set(snap, byMode);
  const hit = byMode.get(input.mode);
  if (hit?.version === snap.version) return hit.scored;
  const entry: Scored = {
    version: snap.version,
    scored: null as unknown as Promise<ScoredStandings>,
    seen: seenOf(snap),
    scoreOf: hit?.scoreOf ?? new Float64Array(snap.profits.length),
  };
  entry.scored = hit ? rescoreChanged(snap, scorer, input, hit, entry) : scoreAll(snap, scorer, input, entry);
  byMode.set(input.mode, entry);
  entry.scored.catch(() => byMode.delete(input.mode));
  return entry.scored;
}

function seenOf(snap: StandingsSnapshot): Scored['seen'] {
  return {
    slots: snap.slots.slice(),
    returns: snap.returns.slice(),
    profits: snap.profits.slice(),
    active: snap.active.slice(),
    eligible: snap.eligible.slice(),
  };
}

/** Higher score first; equal scores in the standings' order (higher return, then the lower seniority). */
function comparator(snap: StandingsSnapshot, scoreOf: Float64Array) {
  const { returns, seniority } = snap;
  return (a: number, b: number) =>
    scoreOf[b]! - scoreOf[a]! || returns[b]! - returns[a]! || seniority[a]! - seniority[b]!;
}

async function scoreAll(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: { context: PortfolioContext; mode: RankingMode; now: Date },
  entry: Scored,
): Promise<ScoredStandings> {
  const inOrder = snap.order
    ? topOfOrder(snap.order, snap.order.length)
    : [...snap.active.keys()].filter((i) => snap.active[i] === 1);
  const scores = await scoreInChunks(scorer, { ...input, players: inOrder.map((slot) => scoredPlayer(snap, slot)) });
  for (const slot of inOrder) entry.scoreOf[slot] = scores.get(snap.slots[slot]!.userId)!.score;
  return standingsOf(snap, inOrder.sort(comparator(snap, entry.scoreOf)), scores, entry.scoreOf);
}

async function rescoreChanged(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: { context: PortfolioContext; mode: RankingMode; now: Date },
  previous: Scored,
  entry: Scored,
): Promise<ScoredStandings> {
  const before = await previous.scored;
  const was = previous.seen;
  const changed: number[] = [];
  for (let i = 0; i < snap.profits.length; i++) {
    if (
      snap.slots[i] !== was.slots[i] ||
      snap.returns[i] !== was.returns[i] ||
      snap.profits[i] !== was.profits[i] ||
      snap.active[i] !== was.active[i] ||
      snap.eligible[i] !== was.eligible[i]
    )
      changed.push(i);
  }
  const rescored = changed.filter((i) => snap.active[i] === 1);
  const fresh = await scorer({ ...input, players: rescored.map((slot) => scoredPlayer(snap, slot)) });
  // Updated in place (a copy would cost a pass over every player per trade): the figures of the unchanged stay.
  const scores = before.scores;
  for (const i of changed) {
    const old = was.slots[i] as { userId: number } | null;
    if (old) scores.delete(old.userId);
  }
  for (const slot of rescored) {
    const score = fresh.get(snap.slots[slot]!.userId)!;
    scores.set(snap.slots[slot]!.userId, score);
    entry.scoreOf[slot] = score.score;
  }
  // Out of the order, then back in at their place: the others keep their relative order.
  const moved = new Set(changed);
  const order = before.order.filter((slot) => !moved.has(slot));
  const compare = comparator(snap, entry.scoreOf);
  for (const slot of rescored) order.splice(placeOf(order, slot, compare), 0, slot);
  return standingsOf(snap, order, scores, entry.scoreOf);
}

/** How many slots of `order` come before `slot` (a binary search). */
function placeOf(order: readonly number[], slot: number, compare: (a: number, b: number) => number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, slot) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function standingsOf(
  snap: StandingsSnapshot,
  order: number[],
  scores: Map<number, PlayerScore>,
  scoreOf: Float64Array,
): ScoredStandings {
  const compare = comparator(snap, scoreOf);
  return {
    order,
    rankOf: (slot) => placeOf(order, slot, compare) + 1,
    scores,
    prizeRanks: prizeRanksOf(snap, order, scoreOf),
  };
}

/**
 * The prize ranks of the best eligible players (the domain's rankByScore over the top of the order: far enough for
 * every prize, and for everyone sharing the last prize's score).
 */
function prizeRanksOf(snap: StandingsSnapshot, order: readonly number[], scoreOf: Float64Array) {
  const top: number[] = [];
  let eligible = 0;
  for (const slot of order) {
    if (eligible >= PRIZE_SPLIT_PERCENTS.length && scoreOf[slot] !== scoreOf[top[top.length - 1]!]) break;
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
  return rankByScore(rows, (r) => scoreOf[top[r.rank - 1]!]!).flatMap((r) =>
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
