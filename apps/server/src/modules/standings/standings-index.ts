import { countAheadInColumns, topInColumns } from '@tradearena/domain';
import { mapInTurns } from '../../map-in-turns.ts';
import { nextTurn } from '../../next-turn.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { ScoreColumns } from './player-score.ts';
import { createPlayerValuer } from './player-valuer.ts';
import {
  countAheadInOrder,
  insertIntoOrder,
  type RankingColumns,
  removeFromOrder,
  type StandingsOrder,
  sortStandingsOrder,
  topOfOrder,
} from './ranking-order.ts';
import {
  createStandingsPlayers,
  type RankedPlayer,
  type RankedPlayerSource,
  type RankingTies,
} from './standings-players.ts';

export type { RankedPlayer, RankedPlayerSource } from './standings-players.ts';

const CHUNK = 2_000;
/** Players valued between two yields to the event loop, so a valuation never holds up requests for long. */
const VALUE_SLICE = 10_000;

/**
 * A valuation's players scored in a ranking mode (ADR 023) in the same pass as their returns: the figures by slot and
 * the ranked slots in the order of the score (ties by the return, then the seniority: the domain's rankByScore).
 */
export interface ScoredColumns extends ScoreColumns, RankingColumns {
  score: Float64Array;
  order: StandingsOrder;
}

/** How a valuation's players are scored: prepared once per valuation, then O(1) per player (PlayerScorer). */
export interface SlotScoring<P> {
  benchmarkPct: number;
  score(p: P, profitCents: number, returnFraction: number, out: ScoreColumns, i: number): void;
}

/** One valuation of every player of a board at one set of quotes, in typed columns by slot. */
export interface RankedSnapshot<P extends RankedPlayer> {
  /** Players by slot (null: one no longer read, e.g. a deleted account). */
  slots: (P | null)[];
  /** Profit net of deposits, cents. */
  profits: Float64Array;
  /** The ranking key, higher first: the time-weighted return net of deposits (ADR 008, 011), a fraction. */
  returns: Float64Array;
  /** The tie-break, lower first (unique per slot). */
  seniority: Float64Array;
  /** 1 = ranked (present, not hidden). */
  active: Uint8Array;
  /** 1 = ranked and passing the board's eligibility (all ranked players when the board has none). */
  eligible: Uint8Array;
  ranked: number;
  /** Players on the board (ranked or hidden). */
  participants: number;
  /**
   * The ranked slots in rank order, once built (`null` until then): sorted when the rank lookups on the valuation
   * would cost more than a sort, then kept in order as players are re-scored.
   */
  order: StandingsOrder | null;
  /** The players' scores (`opts.scoring`) once a read asked for them (`snapshot(…, { scored: true })`), else null. */
  scores: ScoredColumns | null;
  /** Bumped whenever players are re-scored into this valuation (what was derived from it is stale). */
  version: number;
  /** Slots of the best ranked players, in rank order. */
  top: number[];
  /** Slots of the best eligible players, in rank order. */
  topEligible: number[];
  /** The live user → slot map: a slot at or beyond `profits.length` joined after this valuation. */
  slotOf: ReadonlyMap<number, number>;
  /** Price per symbol column of this valuation (NaN: no quote, valued at cost). */
  prices: Float64Array;
  /** The instant the valuation's quotes are from. */
  at: number;
}

export interface StandingsIndex<P extends RankedPlayer> {
  /**
   * The board valued at current quotes: loads on first use, re-reads changed players, revalues in the background;
   * with `currentUserId`, a valuation that includes that player (read now if the index does not know them).
   */
  snapshot(currentUserId?: number, want?: { scored?: boolean }): Promise<RankedSnapshot<P>>;
  /** Marks players whose standing changed (a trade, a join; on this or another instance). */
  markChanged(userIds: Iterable<number>): void;
  /** The true 1-based rank of a ranked slot: a binary search in the snapshot's order. */
  rankOf(snap: RankedSnapshot<P>, slot: number): number;
  /** Loads every player and values them (at server start, so no request waits for it). */
  warm(): Promise<void>;
  /** Stops loading and valuing; resolves when nothing of it still runs (before the database closes). */
  close(): Promise<void>;
}

export interface StandingsIndexOptions<P extends RankedPlayer> {
  source: RankedPlayerSource<P>;
  marketData: MarketData;
  /** The ranking key of a player with this profit at this instant (higher first). */
  returnOf(player: P, profitCents: number, at: Date): number;
  ties: RankingTies<P>;
  /**
   * A ranking mode's score of every player, computed in the valuation pass beside the return and kept in its own
   * order as players are re-scored, so that a read by score costs what a read by return does. Only once a read asks
   * for it (a board nobody reads by score pays nothing): prepared per valuation for its players.
   */
  scoring?: (players: readonly (P | null)[], at: Date) => Promise<SlotScoring<P>>;
  /** Who of the ranked may be listed in `topEligible` (e.g. may win a prize); every ranked player when omitted. */
  isEligible?: (p: P) => boolean;
  now?: () => number;
  /** A read answered from a valuation older than this refreshes it in the background. */
  revalueMs?: number;
  /**
   * The oldest valuation a read may be answered from when none is being made: an older one (after a quiet spell
   * while prices moved) is replaced before answering, so the board values players at the quotes their portfolios
   * show. Under steady reads valuations follow each other every `revalueMs` (plus the time one takes) anyway.
   */
  maxAgeMs?: number;
  fullReloadMs?: number;
  topN?: number;
  /** Players read per query of a full load (tests make it small). */
  loadChunk?: number;
  /**
   * Sorts every valuation's ranked slots (then a rank is a binary search): championship standings, where many
   * readers each look up their rank and trades re-score players. Default: no sort, a rank is a count over the
   * columns (~0.1 ms at 100,000 players) remembered per valuation: a sort of 100,000 in one piece held the event
   * loop ~50 ms and set the global board's p99 (docs/benchmarks.md, quiet rerun).
   */
  sortEveryValuation?: boolean;
  /** Players valued between two yields of the valuation pass (tests make it small). */
  valueSlice?: number;
  /** Awaited between slices of a valuation instead of the next turn (tests hold a valuation there). */
  betweenSlices?: () => Promise<void>;
  /**
   * Awaited after each chunk of a periodic full reload (not the first load, which is awaited by requests) with the
   * milliseconds the chunk took; by default the next turn of the event loop.
   */
  reloadPause?: (chunkMs: number) => Promise<void>;
}

/**
 * A board's standings in memory, so a read with 100,000 players is a few lookups: its players are loaded and kept
 * current by standings-players.ts (read once, changed players re-read alone, a full re-read in the background every
 * `fullReloadMs`). Valuation at current quotes is a pass over typed columns, done at most every `revalueMs` in the
 * background while the last valuation answers (after a quiet spell, one older than `maxAgeMs` is replaced first). A
 * valuation sorts the ranked slots once (starting from the last order), so a rank is a binary search and a top list
 * a prefix; a changed player is re-scored into the current valuation at its prices (out of the order at the old
 * return, back in at the new), so a trader sees their trade on the next read. With `scoring`, a ranking mode's score
 * is computed in the same pass and kept in an order of its own the same way.
 */
export function createStandingsIndex<P extends RankedPlayer>(opts: StandingsIndexOptions<P>): StandingsIndex<P> {
  const now = opts.now ?? Date.now;
  const revalueMs = opts.revalueMs ?? 1_000;
  const maxAgeMs = Math.max(opts.maxAgeMs ?? 5_000, revalueMs);
  const topN = opts.topN ?? 10;
  const valueSlice = opts.valueSlice ?? VALUE_SLICE;
  const betweenSlices = opts.betweenSlices ?? nextTurn;
  /** Per valuation without an order: the ranks counted so far, while its version holds. */
  const counted = new WeakMap<RankedSnapshot<P>, { version: number; ranks: Map<number, number> }>();
  const players = createStandingsPlayers<P>({
    source: opts.source,
    ties: opts.ties,
    now,
    fullReloadMs: opts.fullReloadMs ?? 60_000,
    loadChunk: opts.loadChunk ?? CHUNK,
    reloadPause: opts.reloadPause ?? (() => nextTurn()),
    // A full reload renumbered the players, or newcomers joined: the current valuation does not fit them.
    onLayoutChange: () => {
      cached = null;
    },
  });
  let cached: { at: number; snap: RankedSnapshot<P> } | null = null;
  let revaluing: Promise<RankedSnapshot<P>> | null = null;
  /** When the running valuation started. */
  let revaluingSince = 0;
  /** Players re-read while a valuation runs: it froze their old state, so they are re-scored when it lands. */
  let changedDuringRevalue: Set<number> | null = null;
  let closed = false;
  const valuer = createPlayerValuer();
  /** A read asked for the players' scores: every valuation from then on scores them. */
  let wantScores = false;
  /** How each scored valuation scores its players (kept for the players re-scored into it). */
  const scorings = new WeakMap<RankedSnapshot<P>, SlotScoring<P>>();

  /**
   * Re-scores known players in a valuation at its prices; false (nothing done) when the valuation does not fit the
   * current layout: a full reload renumbered the players, or one of them is a newcomer it does not have.
   */
  function rescore(snap: RankedSnapshot<P>, ids: Iterable<number>): boolean {
    const list = [...ids];
    const { slotOf, slots } = players;
    if (snap.slotOf !== slotOf || !list.every((id) => (slotOf.get(id) ?? Infinity) < snap.profits.length)) return false;
    if (list.length === 0) return true;
    const { scores } = snap;
    for (const id of list) {
      const i = slotOf.get(id)!;
      // Out of the orders at the old return and score, back in at the new ones: a binary search and a move of the
      // slots between, in each.
      if (snap.active[i] === 1) {
        if (snap.order) removeFromOrder(snap, snap.order, i);
        if (scores) removeFromOrder(scores, scores.order, i);
      }
      score(snap, i, slots[i] ?? null);
      if (snap.active[i] === 1) {
        if (snap.order) insertIntoOrder(snap, snap.order, i);
        if (scores) insertIntoOrder(scores, scores.order, i);
      }
    }
    pickTops(snap);
    snap.version++;
    return true;
  }

  /** The top lists: a prefix of the order, or without one a pass over the columns. */
  function pickTops(snap: RankedSnapshot<P>): void {
    const n = snap.profits.length;
    const { order } = snap;
    snap.top = order ? topOfOrder(order, topN) : topInColumns(snap.returns, snap.seniority, snap.active, n, topN);
    if (!opts.isEligible) snap.topEligible = snap.top;
    else if (order) snap.topEligible = topOfOrder(order, topN, snap.eligible);
    else snap.topEligible = topInColumns(snap.returns, snap.seniority, snap.eligible, n, topN);
  }

  /** Sorts a valuation's ranked slots, starting from the last order over the same layout. */
  function sortOrder(snap: RankedSnapshot<P>): StandingsOrder {
    const order = sortStandingsOrder(
      snap,
      snap.profits.length,
      lastOrder?.layout === snap.slotOf ? lastOrder.order : undefined,
    );
    snap.order = order;
    lastOrder = { layout: snap.slotOf, order };
    return order;
  }

  /**
   * Values one slot of a snapshot at the snapshot's prices, ranked as of `at` (by default now): the player as re-read
   * holds every transfer so far, also those made after the quotes' instant (a flow after the ranking instant would be
   * left out of the return while its money is in the value).
   */
  function score(
    snap: RankedSnapshot<P>,
    i: number,
    p: P | null,
    at = new Date(Math.max(snap.at, now())),
    scoring = snap.scores ? scorings.get(snap) : undefined,
  ): void {
    snap.ranked -= snap.active[i]!;
    snap.participants += (p ? 1 : 0) - (snap.slots[i] ? 1 : 0);
    snap.slots[i] = p;
    const { scores } = snap;
    if (!p || p.hidden) {
      snap.profits[i] = 0;
      snap.returns[i] = 0;
      snap.active[i] = 0;
      snap.eligible[i] = 0;
      if (scores) {
        scores.score[i] = 0;
        scores.volatilityPct[i] = 0;
        scores.provisional[i] = 0;
      }
      return;
    }
    const profit = valuer.profitOf(p, snap.prices);
    snap.profits[i] = profit;
    snap.returns[i] = opts.returnOf(p, profit, at);
    snap.active[i] = 1;
    snap.eligible[i] = !opts.isEligible || opts.isEligible(p) ? 1 : 0;
    snap.ranked++;
    if (scores && scoring) scoring.score(p, profit, snap.returns[i]!, scores, i);
  }

  /** The last valuation's order (kept current as players are re-scored): where the next one's sort starts. */
  let lastOrder: { layout: ReadonlyMap<number, number>; order: StandingsOrder } | null = null;
  /** The same for the order by score. */
  let lastScoreOrder: { layout: ReadonlyMap<number, number>; order: StandingsOrder } | null = null;

  async function revalue(): Promise<RankedSnapshot<P>> {
    const frozen = players.slots.slice();
    const layout = players.slotOf;
    const { seniority } = players;
    const n = frozen.length;
    // Every symbol gets its column before the prices are read (compiling is a WeakMap hit after the first time).
    await mapInTurns(
      frozen,
      (p) => {
        if (p && !p.hidden) valuer.compile(p);
      },
      VALUE_SLICE,
    );
    const symbols = valuer.symbols();
    const at = now();
    const prices = valuer.priceColumns(symbols.length ? await opts.marketData.quotes(symbols) : new Map());
    const snap: RankedSnapshot<P> = {
      slots: frozen,
      profits: new Float64Array(n),
      returns: new Float64Array(n),
      seniority: Float64Array.from(seniority.slice(0, n)),
      active: new Uint8Array(n),
      eligible: new Uint8Array(n),
      ranked: 0,
      // Counted once here; score() (which sees each slot's player before and after) keeps it as players change.
      participants: frozen.reduce((k, p) => k + (p ? 1 : 0), 0),
      order: null,
      scores: null,
      version: 0,
      top: [],
      topEligible: [],
      slotOf: layout,
      prices,
      at,
    };
    // One ranking instant for the whole pass (100,000 players: no clock read or Date per player).
    const rankedAt = new Date(Math.max(at, now()));
    const scoring = wantScores && opts.scoring ? await opts.scoring(frozen, rankedAt) : undefined;
    if (scoring) {
      const empty = { slots: new Int32Array(0), length: 0 };
      const { returns, seniority, active } = snap;
      snap.scores = {
        score: new Float64Array(n),
        volatilityPct: new Float64Array(n),
        provisional: new Uint8Array(n),
        benchmarkPct: scoring.benchmarkPct,
        returns,
        seniority,
        active,
        order: empty,
      };
      scorings.set(snap, scoring);
    }
    await mapInTurns(frozen, (p, i) => score(snap, i, p ?? null, rankedAt, scoring), valueSlice, betweenSlices);
    if (opts.sortEveryValuation) sortOrder(snap);
    if (snap.scores) {
      const hint = lastScoreOrder?.layout === layout ? lastScoreOrder.order : undefined;
      snap.scores.order = sortStandingsOrder(snap.scores, n, hint);
      lastScoreOrder = { layout, order: snap.scores.order };
    }
    pickTops(snap);
    return snap;
  }

  /** One valuation at a time; players changed while it ran are re-scored into it before it is used. */
  function revalueOnce(): Promise<RankedSnapshot<P>> {
    if (revaluing) return revaluing;
    revaluingSince = now();
    const changed = new Set<number>();
    changedDuringRevalue = changed;
    revaluing = revalue()
      .then((snap) => {
        // A valuation that does not fit any more (a full reload renumbered the players, a newcomer) is not kept.
        if (rescore(snap, changed)) cached = { at: now(), snap };
        return snap;
      })
      .finally(() => {
        revaluing = null;
        changedDuringRevalue = null;
      });
    return revaluing;
  }

  const isOutside = (userId: number, snap: RankedSnapshot<P>) =>
    (snap.slotOf.get(userId) ?? Number.NEGATIVE_INFINITY) >= snap.profits.length;

  return {
    async snapshot(currentUserId, want) {
      if (want?.scored && opts.scoring) wantScores = true;
      const first = players.ensureLoaded();
      if (first) await first;
      await players.readNewcomers();
      if (currentUserId !== undefined && !players.slotOf.has(currentUserId)) players.markChanged([currentUserId]);
      const changed = await players.readChanged();
      if (changed.length > 0) {
        for (const id of changed) changedDuringRevalue?.add(id);
        // Known players are re-scored at once in the current valuation; a newcomer needs a new valuation.
        const snap = cached?.snap;
        if (!snap || !rescore(snap, changed)) cached = null;
      }
      // A valuation too old to stand for the portfolios now (after a quiet spell: maxAgeMs) is replaced first, and
      // every read meanwhile waits for that one; a routine refresh started while it was younger is not waited for.
      if (cached && now() - cached.at >= maxAgeMs && (!revaluing || revaluingSince - cached.at >= maxAgeMs))
        await revalueOnce();
      // None yet, or one that predates the reader (a valuation already running may): one more.
      // A valuation without the scores asked for (made before anyone asked) counts as none.
      const outdated = () =>
        !cached ||
        (wantScores && !cached.snap.scores) ||
        (currentUserId !== undefined && isOutside(currentUserId, cached.snap));
      for (let i = 0; i < 2 && outdated(); i++) await revalueOnce();
      if (!cached || (wantScores && !cached.snap.scores)) throw new Error('standings valuation did not finish');
      // Stale-while-revalidate: answers from the last valuation and refreshes it in the background.
      if (now() - cached.at >= revalueMs) revalueOnce().catch(() => undefined);
      return cached.snap;
    },
    markChanged(userIds) {
      players.markChanged(userIds);
    },
    rankOf(snap, slot) {
      if (snap.order) return countAheadInOrder(snap, snap.order, slot) + 1;
      let known = counted.get(snap);
      if (!known || known.version !== snap.version) {
        known = { version: snap.version, ranks: new Map() };
        counted.set(snap, known);
      }
      let rank = known.ranks.get(slot);
      if (rank === undefined) {
        rank = countAheadInColumns(snap.returns, snap.seniority, snap.active, snap.profits.length, slot) + 1;
        known.ranks.set(slot, rank);
      }
      return rank;
    },
    async warm() {
      const first = players.ensureLoaded();
      if (first) await first;
      if (!cached && !closed) await revalueOnce();
    },
    async close() {
      closed = true;
      await Promise.allSettled([players.close(), revaluing]);
    },
  };
}
