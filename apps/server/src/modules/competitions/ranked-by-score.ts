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
  /** The figures of a ranked slot. */
  figuresOf(slot: number): PlayerScore;
  /** The prize-eligible players with their prize rank (equal scores share one), for splitPrizePool. */
  prizeRanks: { userId: number; rank: number }[];
}

/** The figures of every slot of a valuation, in columns (the excess is the return minus benchmarkPct). */
interface FigureColumns {
  score: Float64Array;
  volatilityPct: Float64Array;
  provisional: Uint8Array;
  benchmarkPct: number;
}

/**
 * What a valuation was last scored from, per mode: each slot's columns then (a slot whose columns moved was re-scored
 * into the valuation: a trade, a join) and the figures by slot.
 */
interface Scored {
  version: number;
  scored: Promise<ScoredStandings>;
  settled: boolean;
  /** Once settled: its order by score. */
  order?: readonly number[];
  seen: { slots: unknown[]; returns: Float64Array; profits: Float64Array; active: Uint8Array; eligible: Uint8Array };
  columns: FigureColumns;
}

/** Per valuation and mode, while its version holds (a trade re-scored into it moves the version). */
const known = new WeakMap<StandingsSnapshot, Map<RankingMode, Scored>>();

/** What the scorer needs of a ranked slot: its live value (profit + money put in) and its standings return. */
export function scoredPlayer(snap: StandingsSnapshot, slot: number) {
  const p = snap.slots[slot]!;
  return { userId: p.userId, valueCents: snap.profits[slot]! + p.investedCents, returnFraction: snap.returns[slot]! };
}

type Scoring = { context: PortfolioContext; mode: RankingMode; now: Date };

/**
 * Every ranked player of a valuation scored in `mode` and ordered by it (docs/decisions/023-...: the domain's
 * rankByScore rule: higher score first, equal scores in the standings' order), once per valuation; after players are
 * re-scored into it (its version moves), only those whose columns changed are scored again and moved in the order
 * (a trade re-scores one player, whatever the field).
 */
export function rankedByScore(snap: StandingsSnapshot, scorer: PlayerScorer, input: Scoring): Promise<ScoredStandings> {
  return entryOf(snap, scorer, input).scored;
}

/** The last valuation fully scored, per scorer (one per app), competition season and mode. */
const lastScored = new WeakMap<PlayerScorer, Map<string, { snap: StandingsSnapshot; at: number }>>();
const scoringKey = (input: Scoring) => `${input.context.competitionId}:${input.context.season}:${input.mode}`;
/** How much older than the valuation asked for the last scored one may be to answer while that one is scored. */
const STALE_AT_MOST_MS = 2_000;

/**
 * rankedByScore of the valuation to answer from: `snap`, or, while a new valuation of 100,000 players is being scored
 * (tens of milliseconds), the last one scored when it is at most STALE_AT_MOST_MS older (valuations follow each other
 * every second under reads): the rows, ranks and prizes are then all that valuation's.
 */
export async function latestRankedByScore(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: Scoring,
): Promise<{ snap: StandingsSnapshot; scored: ScoredStandings }> {
  const key = scoringKey(input);
  const byKey = lastScored.get(scorer) ?? new Map<string, { snap: StandingsSnapshot; at: number }>();
  lastScored.set(scorer, byKey);
  const entry = entryOf(snap, scorer, input);
  entry.scored
    .then(() => {
      const last = byKey.get(key);
      if (!last || last.at <= snap.at) byKey.set(key, { snap, at: snap.at });
    })
    .catch(() => undefined);
  const last = byKey.get(key);
  if (!entry.settled && last && last.snap !== snap && snap.at - last.at <= STALE_AT_MOST_MS) {
    const before = known.get(last.snap)?.get(input.mode);
    if (before?.settled) return { snap: last.snap, scored: await before.scored };
  }
  return { snap, scored: await entry.scored };
}

function entryOf(snap: StandingsSnapshot, scorer: PlayerScorer, input: Scoring): Scored {
  const byMode = known.get(snap) ?? new Map<RankingMode, Scored>();
  known.set(snap, byMode);
  const hit = byMode.get(input.mode);
  if (hit?.version === snap.version) return hit;
  const n = snap.profits.length;
  const entry: Scored = {
    version: snap.version,
    scored: null as unknown as Promise<ScoredStandings>,
    settled: false,
    seen: seenOf(snap),
    columns: hit?.columns ?? {
      score: new Float64Array(n),
      volatilityPct: new Float64Array(n),
      provisional: new Uint8Array(n),
      benchmarkPct: 0,
    },
  };
  entry.scored = hit
    ? rescoreChanged(snap, scorer, input, hit, entry)
    : scoreAll(snap, scorer, input, entry.columns, hintFor(snap, scorer, input));
  byMode.set(input.mode, entry);
  entry.scored.then(
    (scored) => {
      entry.settled = true;
      entry.order = scored.order;
    },
    () => byMode.delete(input.mode),
  );
  return entry;
}

/** The order of the last valuation scored over the same layout of slots (no reload renumbered them since). */
function hintFor(snap: StandingsSnapshot, scorer: PlayerScorer, input: Scoring): readonly number[] | undefined {
  const last = lastScored.get(scorer)?.get(scoringKey(input));
  if (!last || last.snap.slotOf !== snap.slotOf) return undefined;
  const before = known.get(last.snap)?.get(input.mode);
  return before?.settled ? before.order : undefined;
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

/** Puts a player's figures into the columns at its slot. */
function setFigures(columns: FigureColumns, slot: number, f: PlayerScore): void {
  columns.score[slot] = f.score;
  columns.volatilityPct[slot] = f.volatilityPct;
  columns.provisional[slot] = f.provisional ? 1 : 0;
  columns.benchmarkPct = f.returnPct - f.excessReturnPct;
}

async function scoreAll(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: Scoring,
  columns: FigureColumns,
  hint: readonly number[] | undefined,
): Promise<ScoredStandings> {
  const inOrder = snap.order
    ? topOfOrder(snap.order, snap.order.length)
    : [...snap.active.keys()].filter((i) => snap.active[i] === 1);
  if (scorer.columns) {
    const n = inOrder.length;
    const userIds = new Float64Array(n);
    const valuesCents = new Float64Array(n);
    const returns = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const slot = inOrder[k]!;
      const p = snap.slots[slot]!;
      userIds[k] = p.userId;
      valuesCents[k] = snap.profits[slot]! + p.investedCents;
      returns[k] = snap.returns[slot]!;
    }
    const scored = await scorer.columns({ ...input, userIds, valuesCents, returns });
    for (const [k, slot] of inOrder.entries()) {
      columns.score[slot] = scored.score[k]!;
      columns.volatilityPct[slot] = scored.volatilityPct[k]!;
      columns.provisional[slot] = scored.provisional[k]!;
    }
    columns.benchmarkPct = scored.benchmarkPct;
  } else {
    const scores = await scoreInChunks(scorer, { ...input, players: inOrder.map((slot) => scoredPlayer(snap, slot)) });
    for (const slot of inOrder) setFigures(columns, slot, scores.get(snap.slots[slot]!.userId)!);
  }
  return standingsOf(snap, sortFrom(inOrder, hint, comparator(snap, columns.score)), columns);
}

/**
 * The slots sorted, starting from `hint` (the last valuation's order by score over the same layout): from one second
 * to the next few players change places, and a nearly sorted array sorts in a few passes.
 */
function sortFrom(slots: number[], hint: readonly number[] | undefined, compare: (a: number, b: number) => number) {
  if (!hint) return slots.sort(compare);
  const wanted = new Uint8Array(slots.reduce((m, s) => Math.max(m, s + 1), 0));
  for (const s of slots) wanted[s] = 1;
  const ordered: number[] = [];
  for (const s of hint) {
    if (wanted[s] === 1) {
      ordered.push(s);
      wanted[s] = 2;
    }
  }
  for (const s of slots) if (wanted[s] === 1) ordered.push(s);
  return ordered.sort(compare);
}

async function rescoreChanged(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: Scoring,
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
  for (const slot of rescored) setFigures(entry.columns, slot, fresh.get(snap.slots[slot]!.userId)!);
  // Out of the order, then back in at their place: the others keep their relative order.
  const moved = new Set(changed);
  const order = before.order.filter((slot) => !moved.has(slot));
  const compare = comparator(snap, entry.columns.score);
  for (const slot of rescored) order.splice(placeOf(order, slot, compare), 0, slot);
  return standingsOf(snap, order, entry.columns);
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

function standingsOf(snap: StandingsSnapshot, order: number[], columns: FigureColumns): ScoredStandings {
  const compare = comparator(snap, columns.score);
  return {
    order,
    rankOf: (slot) => placeOf(order, slot, compare) + 1,
    figuresOf: (slot) => {
      const returnPct = snap.returns[slot]! * 100;
      return {
        returnPct,
        excessReturnPct: returnPct - columns.benchmarkPct,
        volatilityPct: columns.volatilityPct[slot]!,
        score: columns.score[slot]!,
        provisional: columns.provisional[slot] === 1,
      };
    },
    prizeRanks: prizeRanksOf(snap, order, columns.score),
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
