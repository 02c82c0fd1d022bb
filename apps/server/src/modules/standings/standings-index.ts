import { mapInTurns } from '../../map-in-turns.ts';
import { nextTurn } from '../../next-turn.ts';
import { createPlayerValuer } from './player-valuer.ts';
import { insertIntoOrder, removeFromOrder, sortFromLastOrder } from './ranking-order.ts';
import { type CountedRanks, pickTops, rankOfSlot } from './snapshot-ranks.ts';
import type { RankedSnapshot, SlotScoring, StandingsIndex, StandingsIndexOptions } from './standings-index-types.ts';
import { createStandingsPlayers, type RankedPlayer } from './standings-players.ts';

const CHUNK = 2_000;
/** Players valued between two yields to the event loop, so a valuation never holds up requests for long. */
const VALUE_SLICE = 10_000;

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
  /** A board with an eligibility rule keeps a second top list, of the eligible only. */
  const topsByEligibility = opts.isEligible !== undefined;
  const valueSlice = opts.valueSlice ?? VALUE_SLICE;
  const betweenSlices = opts.betweenSlices ?? nextTurn;
  /** Per valuation without an order: the ranks counted so far, while its version holds. */
  const counted: CountedRanks<P> = new WeakMap();
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
    pickTops(snap, topN, topsByEligibility);
    snap.version++;
    return true;
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

  /** The valuations' orders by return and by score, each sort starting from the last one over the same layout. */
  const sortByReturn = sortFromLastOrder();
  const sortByScore = sortFromLastOrder();

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
    if (opts.sortEveryValuation) snap.order = sortByReturn(snap, n, layout);
    if (snap.scores) snap.scores.order = sortByScore(snap.scores, n, layout);
    pickTops(snap, topN, topsByEligibility);
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
      return rankOfSlot(snap, slot, counted);
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
