import { countAheadInColumns, topInColumns } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { mapInTurns } from '../../map-in-turns.ts';
import { nextTurn } from '../../next-turn.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { participantReturn } from '../competitions/participant-return.ts';
import type { LeaderboardIndex, LeaderboardPlayer, LeaderboardSnapshot } from './leaderboard-types.ts';
import { createPlayerValuer } from './player-valuer.ts';
import { type NonPlayers, readLeaderboardPlayers } from './read-leaderboard-players.ts';

const CHUNK = 2_000;

const selectNewestPortfolioId = preparedQuery(0, (db) =>
  db.selectFrom('portfolios').select((eb) => eb.fn.max('id').as('id')),
);
/** Players valued between two yields to the event loop, so a revaluation never holds up requests for long. */
const VALUE_SLICE = 10_000;
/** A periodic reload's pause after a chunk: as long as the chunk took. */
const pauseAsLong = (chunkMs: number) => new Promise<void>((r) => setTimeout(r, chunkMs));

/**
 * The ranking key (ADR 008): the return net of deposits, time-weighted over bank transfers like the competitions'
 * (ADR 011), so money moved in never buys a place; without transfers it is profit over starting cash (no allocation).
 */
function returnOf(player: LeaderboardPlayer, profitCents: number, at: Date): number {
  return participantReturn(player, profitCents, { seasonStart: at, at });
}

/**
 * Keeps every personal portfolio's standing in memory so the global leaderboard never loops over the database per
 * request (docs/product/trading.md#global-leaderboard: 100,000 players under 50 ms); ranked by return net of deposits, ties to the lower user id. Loaded once in chunks (at server start through `warm`); trades
 * mark players changed (locally and through pub/sub from other instances) and only those are re-read; every
 * `fullReloadMs` the whole index is re-read in the background to pick up anything else (renamed or deleted users),
 * paced: after each chunk it pauses as long as the chunk took, so it takes about half the CPU it would for twice the
 * time (the first load, which requests wait for, is not paced).
 * Valuation at current quotes is a pass over typed columns in slices, done at most every `revalueMs` in the
 * background while the last valuation answers; a player keeps its slot when it changes.
 */
export function createLeaderboardIndex(opts: {
  db: Kysely<Database>;
  marketData: MarketData;
  /** ADMIN_EMAILS: operators are not ranked (read-leaderboard-players.ts), nor are educators. */
  operatorEmails?: readonly string[];
  revalueMs?: number;
  fullReloadMs?: number;
  now?: () => number;
  topN?: number;
  /** Players valued between two yields of the valuation pass (tests make it small). */
  valueSlice?: number;
  /** Awaited between slices of a valuation instead of the next turn (tests hold a valuation there). */
  betweenSlices?: () => Promise<void>;
  /** Players read per query of a full load (tests make it small). */
  loadChunk?: number;
  /**
   * Awaited after each chunk of a periodic full reload (not the first load) with the milliseconds the chunk took;
   * by default a pause as long.
   */
  reloadPause?: (chunkMs: number) => Promise<void>;
}): LeaderboardIndex {
  const revalueMs = opts.revalueMs ?? 1_000;
  const fullReloadMs = opts.fullReloadMs ?? 5 * 60_000;
  const now = opts.now ?? Date.now;
  const topN = opts.topN ?? 10;
  const valueSlice = opts.valueSlice ?? VALUE_SLICE;
  const betweenSlices = opts.betweenSlices ?? nextTurn;
  const loadChunk = opts.loadChunk ?? CHUNK;
  const reloadPause = opts.reloadPause ?? pauseAsLong;
  const operatorEmails = opts.operatorEmails ?? [];
  /** Who is not a player as of each read (an educator's subscription ending shows at the next read of them). */
  const nonPlayers = (): NonPlayers => ({ operatorEmails, nowMs: now() });
  let slots: (LeaderboardPlayer | null)[] = [];
  let slotOf = new Map<number, number>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  let dirty = new Set<number>();
  let cached: { at: number; snap: LeaderboardSnapshot } | null = null;
  /** Players changed while a full load runs: re-read after it, since their chunk may predate the change. */
  let changedDuringLoad: Set<number> | null = null;
  let revaluing: Promise<LeaderboardSnapshot> | null = null;
  /** Players re-read while a valuation runs: patched into it at the end, since their slice may predate them. */
  let changedDuringRevalue: Set<number> | null = null;
  let closed = false;
  /** The highest personal-portfolio id read so far: portfolios opened after it are read by `readNewcomers`. */
  let lastPortfolioId = 0;
  let readingNewcomers: Promise<void> | null = null;
  const ranks = new WeakMap<LeaderboardSnapshot, Map<number, number>>();

  function put(p: LeaderboardPlayer): void {
    const slot = slotOf.get(p.userId);
    if (slot === undefined) {
      slotOf.set(p.userId, slots.length);
      slots.push(p);
    } else slots[slot] = p;
  }

  async function fullLoad(): Promise<void> {
    const nextSlots: LeaderboardPlayer[] = [];
    const nextSlotOf = new Map<number, number>();
    changedDuringLoad = new Set(dirty);
    const periodic = loadedAt !== -Infinity;
    let after = 0;
    for (;;) {
      if (closed) return;
      const started = performance.now();
      const chunk = await readLeaderboardPlayers(opts.db, { afterPortfolioId: after, limit: loadChunk }, nonPlayers());
      for (const p of chunk.players) {
        nextSlotOf.set(p.userId, nextSlots.length);
        nextSlots.push(p);
      }
      if (chunk.lastPortfolioId === null) break;
      after = chunk.lastPortfolioId;
      if (periodic) await reloadPause(performance.now() - started);
      else await nextTurn();
    }
    slots = nextSlots;
    slotOf = nextSlotOf;
    lastPortfolioId = Math.max(lastPortfolioId, after);
    loadedAt = now();
    for (const id of changedDuringLoad) dirty.add(id);
    changedDuringLoad = null;
    cached = null;
  }

  function ensureLoaded(): Promise<void> | null {
    const stale = now() - loadedAt >= fullReloadMs;
    if (stale && !loading && !closed) {
      loading = fullLoad().finally(() => {
        loading = null;
        changedDuringLoad = null;
      });
    }
    // The first load is awaited; later reloads run in the background while the old index answers.
    return loadedAt === -Infinity ? loading : null;
  }

  async function applyChanges(ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const slice = ids.slice(i, i + CHUNK);
      const found = await readLeaderboardPlayers(opts.db, { userIds: slice }, nonPlayers());
      const seen = new Set<number>();
      for (const p of found.players) {
        put(p);
        seen.add(p.userId);
      }
      for (const id of slice) {
        const slot = slotOf.get(id);
        if (!seen.has(id) && slot !== undefined) slots[slot] = null;
      }
    }
    for (const id of ids) changedDuringRevalue?.add(id);
    // Changed players are revalued at once in the current valuation (O(players) for the new top), so a trader
    // sees their own trade on the next read; a player new to the index needs a full valuation.
    if (cached && ids.every((id) => (slotOf.get(id) ?? Number.POSITIVE_INFINITY) < cached!.snap.profits.length)) {
      patch(cached.snap, ids);
    } else cached = null;
  }

  /**
   * Players whose personal portfolio was opened since the last read (sign-ups, imports), so every request sees
   * every player, on every instance, without waiting for the full reload: usually just the newest portfolio id
   * (one primary-key lookup). (A portfolio id committed out of order on PostgreSQL waits for the full reload.)
   */
  async function readNewcomers(): Promise<void> {
    const newest = Number((await selectNewestPortfolioId(opts.db)).rows[0]?.id ?? 0);
    if (newest <= lastPortfolioId) return;
    let joined = false;
    for (;;) {
      const chunk = await readLeaderboardPlayers(
        opts.db,
        { afterPortfolioId: lastPortfolioId, limit: CHUNK },
        nonPlayers(),
      );
      for (const p of chunk.players) {
        if (slotOf.has(p.userId)) continue;
        put(p);
        joined = true;
      }
      if (chunk.lastPortfolioId === null) break;
      lastPortfolioId = Math.max(lastPortfolioId, chunk.lastPortfolioId);
      await nextTurn();
    }
    // Every personal portfolio up to `newest` has been read (competition portfolios are not players).
    lastPortfolioId = Math.max(lastPortfolioId, newest);
    if (joined) cached = null;
  }

  const valuer = createPlayerValuer();

  async function revalue(): Promise<LeaderboardSnapshot> {
    // Every symbol gets its column before the prices are read (compiling is a WeakMap hit after the first time).
    for (let i = 0; i < slots.length; i++) {
      if (i > 0 && i % VALUE_SLICE === 0) await nextTurn();
      const p = slots[i];
      if (p && !p.hidden) valuer.compile(p);
    }
    const symbols = valuer.symbols();
    const prices = valuer.priceColumns(symbols.length ? await opts.marketData.quotes(symbols) : new Map());
    // The players and their numbering as of now, together: a full reload swaps both while this valuation yields.
    const frozen = slots.slice();
    const layout = slotOf;
    const n = frozen.length;
    const profits = new Float64Array(n);
    const returns = new Float64Array(n);
    const at = new Date(now());
    const active = new Uint8Array(n);
    const userIds = new Float64Array(n);
    let ranked = 0;
    await mapInTurns(
      frozen,
      (player, i) => {
        if (!player) return;
        userIds[i] = player.userId;
        if (player.hidden) return;
        profits[i] = valuer.profitOf(player, prices);
        returns[i] = returnOf(player, profits[i]!, at);
        active[i] = 1;
        ranked++;
      },
      valueSlice,
      betweenSlices,
    );
    const top = topInColumns(returns, userIds, active, n, topN);
    return { slots: frozen, profits, returns, active, ranked, userIds, prices, top, slotOf: layout };
  }

  /** Re-values changed players in a snapshot of the current numbering (one of a replaced numbering is dropped). */
  function patch(snap: LeaderboardSnapshot, ids: Iterable<number>): void {
    if (snap.slotOf !== slotOf) return;
    for (const id of ids) {
      const slot = slotOf.get(id);
      if (slot === undefined || slot >= snap.profits.length) continue;
      const player = slots[slot] ?? null;
      snap.ranked -= snap.active[slot]!;
      snap.slots[slot] = player;
      snap.active[slot] = player && !player.hidden ? 1 : 0;
      snap.ranked += snap.active[slot]!;
      snap.profits[slot] = player ? valuer.profitOf(player, snap.prices) : 0;
      snap.returns[slot] = player ? returnOf(player, snap.profits[slot]!, new Date(now())) : 0;
    }
    snap.top = topInColumns(snap.returns, snap.userIds, snap.active, snap.profits.length, topN);
    ranks.delete(snap);
  }

  /** One valuation at a time; players changed while it ran are patched in before it is used. */
  function revalueOnce(): Promise<LeaderboardSnapshot> {
    if (!revaluing) {
      changedDuringRevalue = new Set();
      revaluing = revalue()
        .then((snap) => {
          // A full reload finished while it ran: it valued the old numbering, so it is not kept (the next request
          // values the new one; the reload already dropped the cached valuation).
          if (snap.slotOf !== slotOf) return snap;
          if (changedDuringRevalue?.size) patch(snap, changedDuringRevalue);
          cached = { at: now(), snap };
          return snap;
        })
        .finally(() => {
          revaluing = null;
          changedDuringRevalue = null;
        });
    }
    return revaluing;
  }

  const isOutside = (userId: number, snap: LeaderboardSnapshot) =>
    (snap.slotOf.get(userId) ?? Number.NEGATIVE_INFINITY) >= snap.profits.length;

  return {
    async snapshot(currentUserId) {
      const first = ensureLoaded();
      if (first) await first;
      readingNewcomers ??= readNewcomers().finally(() => {
        readingNewcomers = null;
      });
      await readingNewcomers;
      if (!slotOf.has(currentUserId)) dirty.add(currentUserId);
      if (dirty.size > 0) {
        const ids = [...dirty];
        dirty = new Set();
        try {
          await applyChanges(ids);
        } catch (err) {
          // Not read after all: the next request tries them again (not only the next full reload).
          for (const id of ids) dirty.add(id);
          throw err;
        }
      }
      // A valuation already running may predate a player who just joined: then one more.
      for (let i = 0; i < 2 && (!cached || isOutside(currentUserId, cached.snap)); i++) await revalueOnce();
      if (!cached) throw new Error('leaderboard valuation did not finish');
      // Stale-while-revalidate: answers from the last valuation and refreshes it in the background.
      if (now() - cached.at >= revalueMs) revalueOnce().catch(() => undefined);
      return cached.snap;
    },
    markChanged(userIds) {
      for (const id of userIds) {
        dirty.add(id);
        changedDuringLoad?.add(id);
      }
    },
    rankOf(snap, slot) {
      const known = ranks.get(snap) ?? new Map<number, number>();
      ranks.set(snap, known);
      let rank = known.get(slot);
      if (rank === undefined) {
        rank = countAheadInColumns(snap.returns, snap.userIds, snap.active, snap.slots.length, slot) + 1;
        known.set(slot, rank);
      }
      return rank;
    },
    async warm() {
      const first = ensureLoaded();
      if (first) await first;
      if (!cached && !closed) await revalueOnce();
    },
    async close() {
      closed = true;
      await Promise.allSettled([loading, revaluing]);
    },
  };
}
