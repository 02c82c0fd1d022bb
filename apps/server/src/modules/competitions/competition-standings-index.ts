import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { mapInTurns } from '../../map-in-turns.ts';
import { nextTurn } from '../../next-turn.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { createPlayerValuer } from '../trading/player-valuer.ts';
import { participantReturn } from './participant-return.ts';
import { readStandingPlayers } from './read-standing-players.ts';
import type { StandingPlayer, StandingsSnapshot } from './standing-types.ts';
import {
  countAheadInOrder,
  insertIntoOrder,
  removeFromOrder,
  type StandingsOrder,
  sortStandingsOrder,
  topOfOrder,
} from './standings-order.ts';

const CHUNK = 2_000;
const VALUE_SLICE = 10_000;

export interface CompetitionStandingsIndex {
  /** The standings valued at current quotes: loads on first use, re-reads changed players, revalues in the background. */
  snapshot(): Promise<StandingsSnapshot>;
  markChanged(userIds: Iterable<number>): void;
  /** The 1-based rank of a ranked slot: a binary search in the snapshot's order. */
  rankOf(snap: StandingsSnapshot, slot: number): number;
  close(): Promise<void>;
}

/**
 * One championship season's (or league's) standings in memory, so a leaderboard read with 100,000 players is a few
 * lookups (the same design as the global leaderboard, trading/leaderboard-index.ts, and its valuer and column
 * ranking): players are read once in chunks, trades and joins mark players changed (pub/sub, also from other
 * instances) and only those are re-read, a full re-read every `fullReloadMs` picks up anything else, and valuation
 * is a pass over typed columns done at most every `revalueMs` while the last one answers (if it is younger than
 * `maxAgeMs`; an older one is replaced before answering, so standings keep in step with the portfolios they rank, at
 * the same quotes within that age). The ranking key is the
 * return net of deposits; ties go to the earlier joiner, then the lower user id (the domain's rankParticipants rule,
 * expressed as a seniority column so the domain's column ranking applies).
 */
export function createCompetitionStandingsIndex(opts: {
  db: Kysely<Database>;
  marketData: MarketData;
  competitionId: number;
  season: number;
  seasonStart: Date;
  now: () => number;
  revalueMs?: number;
  /**
   * The oldest valuation a read may be answered from (refreshed in the background past `revalueMs`); an older one,
   * e.g. after a quiet hour while prices moved, is replaced before answering, so a row never lags the portfolio it
   * ranks by more than this.
   */
  maxAgeMs?: number;
  fullReloadMs?: number;
  topN?: number;
}): CompetitionStandingsIndex {
  const revalueMs = opts.revalueMs ?? 1_000;
  const maxAgeMs = Math.max(opts.maxAgeMs ?? 5_000, revalueMs);
  const fullReloadMs = opts.fullReloadMs ?? 60_000;
  const topN = opts.topN ?? 10;
  const key = { competitionId: opts.competitionId, season: opts.season };
  let slots: (StandingPlayer | null)[] = [];
  let slotOf = new Map<number, number>();
  /** Per slot: the tie-break order (earlier joined, then lower user id; smaller is ahead). */
  let seniority: number[] = [];
  let nextSeniority = 0;
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  let dirty = new Set<number>();
  let cached: { at: number; snap: StandingsSnapshot } | null = null;
  let revaluing: Promise<StandingsSnapshot> | null = null;
  /** Players re-read while a valuation runs: it froze their old state, so they are re-scored when it lands. */
  let changedDuringRevalue: Set<number> | null = null;
  let closed = false;
  const valuer = createPlayerValuer();

  function put(p: StandingPlayer): void {
    const slot = slotOf.get(p.userId);
    if (slot === undefined) {
      slotOf.set(p.userId, slots.length);
      slots.push(p);
      // A newcomer joined after everyone read so far (a full reload re-sorts).
      seniority.push(nextSeniority++);
    } else slots[slot] = p;
    changedDuringRevalue?.add(p.userId);
  }

  async function fullLoad(): Promise<void> {
    const next: StandingPlayer[] = [];
    const nextSlotOf = new Map<number, number>();
    const changed = new Set(dirty);
    let after = 0;
    for (;;) {
      if (closed) return;
      const chunk = await readStandingPlayers(opts.db, key, { afterUserId: after, limit: CHUNK });
      for (const p of chunk.players) {
        nextSlotOf.set(p.userId, next.length);
        next.push(p);
      }
      if (chunk.lastUserId === null) break;
      after = chunk.lastUserId;
      await nextTurn();
    }
    const order = next
      .map((_, i) => i)
      .sort((a, b) => next[a]!.joinedAt - next[b]!.joinedAt || next[a]!.userId - next[b]!.userId);
    const ordered = new Array<number>(next.length);
    for (let k = 0; k < order.length; k++) ordered[order[k]!] = k;
    slots = next;
    slotOf = nextSlotOf;
    seniority = ordered;
    nextSeniority = next.length;
    loadedAt = opts.now();
    for (const id of changed) dirty.add(id);
    cached = null;
  }

  async function applyChanges(ids: number[]): Promise<void> {
    const found = await readStandingPlayers(opts.db, key, { userIds: ids });
    for (const p of found.players) put(p);
    // Known players are revalued at once in the current valuation (a trader sees their trade on the next read);
    // a newcomer needs a new valuation.
    const snap = cached?.snap;
    if (!snap || !rescore(snap, ids)) cached = null;
  }

  /**
   * Re-scores known players in a valuation at its prices; false (nothing done) when the valuation does not fit the
   * current layout: a full reload renumbered the players, or one of them is a newcomer it does not have.
   */
  function rescore(snap: StandingsSnapshot, ids: Iterable<number>): boolean {
    const list = [...ids];
    if (snap.slotOf !== slotOf || !list.every((id) => (slotOf.get(id) ?? Infinity) < snap.profits.length)) return false;
    if (list.length === 0) return true;
    for (const id of list) {
      const i = slotOf.get(id)!;
      // Out of the order at the old return, back in at the new one: a binary search and a move of the slots between.
      if (snap.active[i] === 1) removeFromOrder(snap, snap.order, i);
      score(snap, i, slots[i] ?? null);
      if (snap.active[i] === 1) insertIntoOrder(snap, snap.order, i);
    }
    pickTops(snap);
    snap.version++;
    return true;
  }

  function pickTops(snap: StandingsSnapshot): void {
    snap.top = topOfOrder(snap.order, topN);
    snap.topEligible = topOfOrder(snap.order, topN, snap.eligible);
  }

  /** Values one slot of a snapshot at the snapshot's prices. */
  function score(snap: StandingsSnapshot, i: number, p: StandingPlayer | null): void {
    snap.ranked -= snap.active[i]!;
    snap.participants += (p ? 1 : 0) - (snap.slots[i] ? 1 : 0);
    snap.slots[i] = p;
    if (!p || p.hidden) {
      snap.active[i] = 0;
      snap.eligible[i] = 0;
      return;
    }
    const profit = valuer.profitOf(p, snap.prices);
    snap.profits[i] = profit;
    // Ranked as of now: the player as re-read holds every transfer so far, also those made after the quotes' instant
    // (a flow after the ranking instant would be left out of the return while its money is in the value).
    const at = new Date(Math.max(snap.at, opts.now()));
    snap.returns[i] = participantReturn(p, profit, { seasonStart: opts.seasonStart, at });
    snap.active[i] = 1;
    snap.eligible[i] = p.totalTrades > 0 && p.canWin ? 1 : 0;
    snap.ranked++;
  }

  /** The last valuation's order (kept current as players are re-scored): where the next one's sort starts. */
  let lastOrder: { layout: ReadonlyMap<number, number>; order: StandingsOrder } | null = null;

  async function revalue(): Promise<StandingsSnapshot> {
    const frozen = slots.slice();
    const layout = slotOf;
    const n = frozen.length;
    await mapInTurns(
      frozen,
      (p) => {
        if (p && !p.hidden) valuer.compile(p);
      },
      VALUE_SLICE,
    );
    const symbols = valuer.symbols();
    const at = opts.now();
    const prices = valuer.priceColumns(symbols.length ? await opts.marketData.quotes(symbols) : new Map());
    const snap: StandingsSnapshot = {
      slots: frozen,
      profits: new Float64Array(n),
      returns: new Float64Array(n),
      seniority: Float64Array.from(seniority.slice(0, n)),
      active: new Uint8Array(n),
      eligible: new Uint8Array(n),
      ranked: 0,
      // Counted once here; score() (which sees each slot's player before and after) keeps it as players change.
      participants: frozen.reduce((k, p) => k + (p ? 1 : 0), 0),
      order: { slots: new Int32Array(0), length: 0 },
      version: 0,
      top: [],
      topEligible: [],
      slotOf: layout,
      prices,
      at,
    };
    await mapInTurns(frozen, (p, i) => score(snap, i, p ?? null), VALUE_SLICE);
    // Over the same slot layout only (a full reload renumbers the players).
    snap.order = sortStandingsOrder(snap, n, lastOrder?.layout === layout ? lastOrder.order : undefined);
    pickTops(snap);
    lastOrder = { layout, order: snap.order };
    return snap;
  }

  function revalueOnce(): Promise<StandingsSnapshot> {
    if (revaluing) return revaluing;
    const changed = new Set<number>();
    changedDuringRevalue = changed;
    revaluing = revalue()
      .then((snap) => {
        // Players re-read meanwhile (a trade) are re-scored, so a trader's next read shows the trade; a valuation
        // that does not fit any more (a full reload renumbered the players, a newcomer) is not kept.
        if (rescore(snap, changed)) cached = { at: opts.now(), snap };
        return snap;
      })
      .finally(() => {
        revaluing = null;
        changedDuringRevalue = null;
      });
    return revaluing;
  }

  return {
    async snapshot() {
      if (opts.now() - loadedAt >= fullReloadMs && !loading && !closed) {
        loading = fullLoad().finally(() => {
          loading = null;
        });
      }
      if (loadedAt === -Infinity && loading) await loading;
      if (dirty.size > 0) {
        const ids = [...dirty];
        dirty = new Set();
        try {
          await applyChanges(ids);
        } catch (err) {
          for (const id of ids) dirty.add(id);
          throw err;
        }
      }
      // A valuation too old to stand for the portfolios now (maxAgeMs) is replaced first: one more, awaited.
      if (cached && opts.now() - cached.at >= maxAgeMs) await revalueOnce();
      for (let i = 0; i < 2 && !cached; i++) await revalueOnce();
      if (!cached) throw new Error('standings valuation did not finish');
      if (opts.now() - cached.at >= revalueMs) revalueOnce().catch(() => undefined);
      return cached.snap;
    },
    markChanged(userIds) {
      for (const id of userIds) dirty.add(id);
    },
    rankOf(snap, slot) {
      return countAheadInOrder(snap, snap.order, slot) + 1;
    },
    async close() {
      closed = true;
      await Promise.allSettled([loading, revaluing]);
    },
  };
}
