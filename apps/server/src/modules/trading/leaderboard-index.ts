import { countAheadInColumns, isHiddenFromLeaderboard, topInColumns } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { PERSONAL } from './trading-deps.ts';

/** One player's personal portfolio as the leaderboard needs it. */
export interface LeaderboardPlayer {
  userId: number;
  username: string;
  experience: number;
  achievements: number;
  cashCents: number;
  investedCents: number;
  winningSells: number;
  totalSells: number;
  holdings: { symbol: string; quantity: number; costBasisCents: number }[];
  /** Hidden by name (spec 02 §5): kept for change tracking, never ranked. */
  hidden: boolean;
}

export interface LeaderboardSnapshot {
  /** Players by slot (null: a deleted one), with their profit in cents at the snapshot's quotes. */
  slots: (LeaderboardPlayer | null)[];
  profits: Float64Array;
  /** Price per symbol column used for this valuation (NaN: no quote, valued at cost). */
  prices: Float64Array;
  /** Slot → 1 when ranked (present and not hidden by name). */
  active: Uint8Array;
  userIds: Float64Array;
  /** Slots of the top players, in rank order. */
  top: number[];
  /** The live user → slot map: a slot at or beyond `profits.length` joined after this snapshot. */
  slotOf: ReadonlyMap<number, number>;
}

export interface LeaderboardIndex {
  /** The current standings: loads on first use, applies changed players, revalues at most every `revalueMs`. */
  snapshot(currentUserId: number): Promise<LeaderboardSnapshot>;
  /** Marks players whose portfolio, XP or achievements changed (after a trade, on this or another instance). */
  markChanged(userIds: Iterable<number>): void;
  /** The true 1-based rank of the player in `slot`. */
  rankOf(snapshot: LeaderboardSnapshot, slot: number): number;
}

const CHUNK = 2_000;

/**
 * Keeps every personal portfolio's standing in memory so the global leaderboard never loops over the database per
 * request (issue 5: 100,000 players under 50 ms). Loaded once in chunks; trades mark players changed (locally and
 * through pub/sub from other instances) and only those are re-read; every `fullReloadMs` the whole index is
 * re-read in the background to pick up anything else (renamed or deleted users). Valuation at current quotes is one
 * pass over typed columns, done at most every `revalueMs`; a player keeps its slot when it changes.
 */
export function createLeaderboardIndex(opts: {
  db: Kysely<Database>;
  marketData: MarketData;
  revalueMs?: number;
  fullReloadMs?: number;
  now?: () => number;
  topN?: number;
}): LeaderboardIndex {
  const revalueMs = opts.revalueMs ?? 1_000;
  const fullReloadMs = opts.fullReloadMs ?? 5 * 60_000;
  const now = opts.now ?? Date.now;
  const topN = opts.topN ?? 10;
  let slots: (LeaderboardPlayer | null)[] = [];
  let slotOf = new Map<number, number>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  let dirty = new Set<number>();
  let cached: { at: number; snap: LeaderboardSnapshot } | null = null;
  /** Players changed while a full load runs: re-read after it, since their chunk may predate the change. */
  let changedDuringLoad: Set<number> | null = null;

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
    let after = 0;
    for (;;) {
      const chunk = await readPlayers(opts.db, { afterPortfolioId: after, limit: CHUNK });
      for (const p of chunk.players) {
        nextSlotOf.set(p.userId, nextSlots.length);
        nextSlots.push(p);
      }
      if (chunk.lastPortfolioId === null) break;
      after = chunk.lastPortfolioId;
      await new Promise((r) => setImmediate(r));
    }
    slots = nextSlots;
    slotOf = nextSlotOf;
    loadedAt = now();
    for (const id of changedDuringLoad) dirty.add(id);
    changedDuringLoad = null;
    cached = null;
  }

  function ensureLoaded(): Promise<void> | null {
    const stale = now() - loadedAt >= fullReloadMs;
    if (stale && !loading) {
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
      const found = await readPlayers(opts.db, { userIds: slice });
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
    // Changed players are revalued at once in the current valuation (O(players) for the new top), so a trader
    // sees their own trade on the next read; a player new to the index needs a full valuation.
    if (cached && ids.every((id) => (slotOf.get(id) ?? Number.POSITIVE_INFINITY) < cached!.snap.profits.length)) {
      patch(cached.snap, ids);
    } else cached = null;
  }

  /** Symbol → column in the price vector, so valuing 100,000 players does no string lookups. */
  const symbolColumn = new Map<string, number>();
  const columnOf = (symbol: string) => {
    let c = symbolColumn.get(symbol);
    if (c === undefined) {
      c = symbolColumn.size;
      symbolColumn.set(symbol, c);
    }
    return c;
  };
  const compiled = new WeakMap<
    LeaderboardPlayer,
    { columns: Int32Array; quantities: Float64Array; basis: Float64Array }
  >();
  const compile = (p: LeaderboardPlayer) => {
    let c = compiled.get(p);
    if (!c) {
      c = {
        columns: Int32Array.from(p.holdings, (h) => columnOf(h.symbol)),
        quantities: Float64Array.from(p.holdings, (h) => h.quantity),
        basis: Float64Array.from(p.holdings, (h) => h.costBasisCents),
      };
      compiled.set(p, c);
    }
    return c;
  };

  async function revalue(): Promise<LeaderboardSnapshot> {
    const n = slots.length;
    const compiledSlots = slots.map((p) => (p && !p.hidden ? compile(p) : null));
    const symbols = [...symbolColumn.keys()];
    const quotes = symbols.length ? await opts.marketData.quotes(symbols) : new Map();
    const prices = new Float64Array(symbolColumn.size).fill(Number.NaN);
    for (const [s, q] of quotes) {
      const c = symbolColumn.get(s);
      if (c !== undefined) prices[c] = q.priceCents;
    }
    const profits = new Float64Array(n);
    const active = new Uint8Array(n);
    const userIds = new Float64Array(n);
    const frozen = slots.slice(0, n);
    for (let i = 0; i < n; i++) {
      const player = frozen[i];
      const c = compiledSlots[i];
      if (!player) continue;
      userIds[i] = player.userId;
      if (!c) continue;
      profits[i] = profitOf(player, prices);
      active[i] = 1;
    }
    return {
      slots: frozen,
      profits,
      active,
      userIds,
      prices,
      top: topInColumns(profits, userIds, active, n, topN),
      slotOf,
    };
  }

  function profitOf(player: LeaderboardPlayer, prices: Float64Array): number {
    const c = compile(player);
    let value = player.cashCents;
    for (let k = 0; k < c.columns.length; k++) {
      const p = prices[c.columns[k]!] ?? Number.NaN;
      value += Number.isNaN(p) ? c.basis[k]! : c.quantities[k]! * p;
    }
    return value - player.investedCents;
  }

  function patch(snap: LeaderboardSnapshot, ids: number[]): void {
    for (const id of ids) {
      const slot = slotOf.get(id)!;
      const player = slots[slot] ?? null;
      snap.slots[slot] = player;
      snap.active[slot] = player && !player.hidden ? 1 : 0;
      snap.profits[slot] = player ? profitOf(player, snap.prices) : 0;
    }
    snap.top = topInColumns(snap.profits, snap.userIds, snap.active, snap.profits.length, topN);
  }

  let revaluing: Promise<void> | null = null;
  /** Stale-while-revalidate: answers from the last valuation and refreshes it in the background. */
  function refreshInBackground(): void {
    if (revaluing) return;
    revaluing = revalue()
      .then((snap) => {
        cached = { at: now(), snap };
      })
      .catch(() => undefined)
      .finally(() => {
        revaluing = null;
      });
  }

  return {
    async snapshot(currentUserId) {
      const first = ensureLoaded();
      if (first) await first;
      if (!slotOf.has(currentUserId)) dirty.add(currentUserId);
      if (dirty.size > 0) {
        const ids = [...dirty];
        dirty = new Set();
        await applyChanges(ids);
      }
      if (!cached) cached = { at: now(), snap: await revalue() };
      else if (now() - cached.at >= revalueMs) refreshInBackground();
      return cached.snap;
    },
    markChanged(userIds) {
      for (const id of userIds) {
        dirty.add(id);
        changedDuringLoad?.add(id);
      }
    },
    rankOf(snap, slot) {
      return countAheadInColumns(snap.profits, snap.userIds, snap.active, snap.slots.length, slot) + 1;
    },
  };
}

/** Reads players by portfolio-id range (full load) or by user ids (changes): three set-based queries. */
async function readPlayers(
  db: Kysely<Database>,
  by: { afterPortfolioId: number; limit: number } | { userIds: number[] },
): Promise<{ players: LeaderboardPlayer[]; lastPortfolioId: number | null }> {
  let q = db
    .selectFrom('portfolios as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.cash_cents',
      'p.starting_cash_cents',
      'p.net_deposits_cents',
      'p.winning_sells',
      'p.total_sells',
      'u.username',
      'u.experience',
    ])
    .where('p.competition_id', '=', PERSONAL.competitionId)
    .where('p.season', '=', PERSONAL.season)
    .where('u.deleted_at', 'is', null);
  q =
    'userIds' in by
      ? q.where('p.user_id', 'in', by.userIds)
      : q.where('p.id', '>', by.afterPortfolioId).orderBy('p.id').limit(by.limit);
  const rows = 'userIds' in by && by.userIds.length === 0 ? [] : await q.execute();
  if (rows.length === 0) return { players: [], lastPortfolioId: null };
  const portfolioIds = rows.map((r) => Number(r.id));
  const userIds = rows.map((r) => Number(r.user_id));
  const positions =
    'userIds' in by
      ? await db
          .selectFrom('positions')
          .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
          .where('portfolio_id', 'in', portfolioIds)
          .execute()
      : await db
          .selectFrom('positions')
          .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
          .where('portfolio_id', '>=', Math.min(...portfolioIds))
          .where('portfolio_id', '<=', Math.max(...portfolioIds))
          .execute();
  const counts = await db
    .selectFrom('user_achievements')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  const countBy = new Map(counts.map((c) => [Number(c.user_id), Number(c.n)]));
  const byPortfolio = new Map<number, LeaderboardPlayer>();
  const players = rows.map((r) => {
    const player: LeaderboardPlayer = {
      userId: Number(r.user_id),
      username: r.username,
      experience: Number(r.experience),
      achievements: countBy.get(Number(r.user_id)) ?? 0,
      cashCents: Number(r.cash_cents),
      investedCents: Number(r.starting_cash_cents) + Number(r.net_deposits_cents),
      winningSells: Number(r.winning_sells),
      totalSells: Number(r.total_sells),
      holdings: [],
      hidden: isHiddenFromLeaderboard(r.username),
    };
    byPortfolio.set(Number(r.id), player);
    return player;
  });
  for (const pos of positions) {
    byPortfolio.get(Number(pos.portfolio_id))?.holdings.push({
      symbol: pos.symbol,
      quantity: Number(pos.quantity),
      costBasisCents: Number(pos.cost_basis_cents),
    });
  }
  return { players, lastPortfolioId: 'userIds' in by ? null : Number(rows[rows.length - 1]!.id) };
}
