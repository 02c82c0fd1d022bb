import { nextTurn } from '../../next-turn.ts';
import type { ValuedHoldings } from './player-valuer.ts';

const CHUNK = 2_000;

/** What the index needs of a ranked player: who, whether the name hides them, and what they hold. */
export interface RankedPlayer extends ValuedHoldings {
  userId: number;
  /** Hidden by name (or not a player of this board): kept for change tracking, never ranked. */
  hidden: boolean;
}

/** Where a board's players come from: read by cursor in chunks (a full load) or by user ids (changed players). */
export interface RankedPlayerSource<P extends RankedPlayer> {
  readChunk(afterCursor: number, limit: number): Promise<{ players: P[]; lastCursor: number | null }>;
  readUsers(userIds: number[]): Promise<P[]>;
  /**
   * The newest cursor in the database, when newcomers appear without anyone marking them (sign-ups): every read
   * then reads the players past the last cursor seen (usually one primary-key lookup and nothing more).
   */
  newestCursor?(): Promise<number>;
}

/**
 * Ties: `key` ranks the lower key first (kept per slot as is); `compare` numbers the players of a full load in its
 * order and ranks every later newcomer after them (joined later).
 */
export type RankingTies<P> = { key: (p: P) => number } | { compare: (a: P, b: P) => number };

/** A board's players by slot, as the standings index values them. */
export interface StandingsPlayers<P extends RankedPlayer> {
  /** Players by slot (null: one no longer read, e.g. a deleted account). */
  readonly slots: (P | null)[];
  /** The user → slot map; a new one after each full load (the layout changed). */
  readonly slotOf: ReadonlyMap<number, number>;
  /** Per slot: the tie-break (smaller is ahead). */
  readonly seniority: number[];
  /** Starts a full load when due; the first one is returned to be awaited, later ones run in the background. */
  ensureLoaded(): Promise<void> | null;
  /** Reads the players past the last cursor seen (source.newestCursor); one read at a time, shared. */
  readNewcomers(): Promise<void>;
  /** Re-reads the players marked changed (kept marked if the read fails); returns who was re-read. */
  readChanged(): Promise<number[]>;
  markChanged(userIds: Iterable<number>): void;
  /** Stops loading; resolves when no load runs. */
  close(): Promise<void>;
}

/**
 * The loading half of the standings index: players are read once in chunks, changed players (marked after trades and
 * joins, also from other instances) re-read alone, and a full re-read every `fullReloadMs` runs in the background to
 * pick up anything else (renamed or deleted users) while the loaded players answer. Players keep their slot as they
 * change; `onLayoutChange` is told when a full load renumbered them or newcomers joined (no valuation fits then).
 */
export function createStandingsPlayers<P extends RankedPlayer>(opts: {
  source: RankedPlayerSource<P>;
  ties: RankingTies<P>;
  now: () => number;
  fullReloadMs: number;
  loadChunk: number;
  reloadPause: (chunkMs: number) => Promise<void>;
  onLayoutChange: () => void;
}): StandingsPlayers<P> {
  const { source, now } = opts;
  const tieKey = 'key' in opts.ties ? opts.ties.key : null;
  let slots: (P | null)[] = [];
  let slotOf = new Map<number, number>();
  let seniority: number[] = [];
  let nextSeniority = 0;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  let dirty = new Set<number>();
  /** Players changed while a full load runs: re-read after it, since their chunk may predate the change. */
  let changedDuringLoad: Set<number> | null = null;
  let closed = false;
  /** The highest cursor read so far: players past it are newcomers (`source.newestCursor`). */
  let lastCursor = 0;
  let readingNewcomers: Promise<void> | null = null;

  function put(p: P): void {
    const slot = slotOf.get(p.userId);
    if (slot === undefined) {
      slotOf.set(p.userId, slots.length);
      slots.push(p);
      // A newcomer joined after everyone read so far (a full reload re-numbers by `compare`).
      seniority.push(tieKey ? tieKey(p) : nextSeniority++);
    } else slots[slot] = p;
  }

  async function fullLoad(): Promise<void> {
    const next: P[] = [];
    const nextSlotOf = new Map<number, number>();
    changedDuringLoad = new Set(dirty);
    const periodic = loadedAt !== Number.NEGATIVE_INFINITY;
    let after = 0;
    for (;;) {
      if (closed) return;
      const started = performance.now();
      const chunk = await source.readChunk(after, opts.loadChunk);
      for (const p of chunk.players) {
        nextSlotOf.set(p.userId, next.length);
        next.push(p);
      }
      if (chunk.lastCursor === null) break;
      after = chunk.lastCursor;
      if (periodic) await opts.reloadPause(performance.now() - started);
      else await nextTurn();
    }
    slots = next;
    slotOf = nextSlotOf;
    seniority = seniorityOf(next);
    nextSeniority = next.length;
    lastCursor = Math.max(lastCursor, after);
    loadedAt = now();
    for (const id of changedDuringLoad) dirty.add(id);
    changedDuringLoad = null;
    opts.onLayoutChange();
  }

  function seniorityOf(players: P[]): number[] {
    if (tieKey) return players.map(tieKey);
    const compare = 'compare' in opts.ties ? opts.ties.compare : () => 0;
    const order = players.map((_, i) => i).sort((a, b) => compare(players[a]!, players[b]!));
    const numbered = new Array<number>(players.length);
    for (let k = 0; k < order.length; k++) numbered[order[k]!] = k;
    return numbered;
  }

  async function readNewcomersOnce(newestCursor: () => Promise<number>): Promise<void> {
    const newest = await newestCursor();
    if (newest <= lastCursor) return;
    let joined = false;
    for (;;) {
      const chunk = await source.readChunk(lastCursor, CHUNK);
      for (const p of chunk.players) {
        if (slotOf.has(p.userId)) continue;
        put(p);
        joined = true;
      }
      if (chunk.lastCursor === null) break;
      lastCursor = Math.max(lastCursor, chunk.lastCursor);
      await nextTurn();
    }
    // Everything up to `newest` has been read (rows past the cursor that are not players are skipped by the source).
    lastCursor = Math.max(lastCursor, newest);
    if (joined) opts.onLayoutChange();
  }

  return {
    get slots() {
      return slots;
    },
    get slotOf() {
      return slotOf;
    },
    get seniority() {
      return seniority;
    },
    ensureLoaded() {
      if (now() - loadedAt >= opts.fullReloadMs && !loading && !closed) {
        loading = fullLoad().finally(() => {
          loading = null;
          changedDuringLoad = null;
        });
      }
      // The first load is awaited; later reloads run in the background while the old players answer.
      return loadedAt === Number.NEGATIVE_INFINITY ? loading : null;
    },
    async readNewcomers() {
      const { newestCursor } = source;
      if (!newestCursor) return;
      readingNewcomers ??= readNewcomersOnce(() => newestCursor.call(source)).finally(() => {
        readingNewcomers = null;
      });
      await readingNewcomers;
    },
    async readChanged() {
      if (dirty.size === 0) return [];
      const ids = [...dirty];
      dirty = new Set();
      try {
        for (let i = 0; i < ids.length; i += CHUNK) {
          const slice = ids.slice(i, i + CHUNK);
          const seen = new Set<number>();
          for (const p of await source.readUsers(slice)) {
            put(p);
            seen.add(p.userId);
          }
          for (const id of slice) {
            const slot = slotOf.get(id);
            if (!seen.has(id) && slot !== undefined) slots[slot] = null;
          }
        }
      } catch (err) {
        // Not read after all: the next request tries them again (not only the next full reload).
        for (const id of ids) dirty.add(id);
        throw err;
      }
      return ids;
    },
    markChanged(userIds) {
      for (const id of userIds) {
        dirty.add(id);
        changedDuringLoad?.add(id);
      }
    },
    async close() {
      closed = true;
      await loading?.catch(() => undefined);
    },
  };
}
