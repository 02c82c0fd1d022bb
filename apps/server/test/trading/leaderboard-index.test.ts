import { countAheadInColumns } from '@tradearena/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLeaderboardIndex } from '../../src/modules/standings/index.ts';
import { getLeaderboard } from '../../src/modules/trading/get-leaderboard.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { watchQueries } from '../helpers/query-plugins.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader } from './trading-builders.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

describe('leaderboard index', () => {
  let handle: TestDb;
  const queries = watchQueries();
  const market = createFakeMarketData({ UP: 100_00 });
  const indexOn = () =>
    createLeaderboardIndex({ db: handle.db.withPlugin(queries.plugin), marketData: market, now: () => 0 });

  beforeAll(async () => {
    handle = await createTestDb();
    for (let i = 0; i < 5; i++) await buildTrader(handle.db);
  });
  afterAll(() => handle.destroy());

  /** Puts a position straight into a player's portfolio (its cash is left as it is). */
  const holdShares = (player: { portfolioId: number }, symbol: string, quantity: number, costBasisCents: number) =>
    handle.db
      .insertInto('positions')
      .values({
        portfolio_id: player.portfolioId,
        symbol,
        quantity,
        cost_basis_cents: costBasisCents,
        opened_at: 0,
        updated_at: 0,
      })
      .execute();

  it('is loaded and valued by warm(), so a request only looks for newcomers (one query)', async () => {
    const index = indexOn();
    await index.warm();
    const someone = await buildTrader(handle.db);
    const me = await buildTrader(handle.db);
    await index.snapshot(me.id); // reads the two newcomers
    queries.reset();
    const snap = await index.snapshot(someone.id);
    expect(queries.count).toBe(1);
    expect(snap.slotOf.has(someone.id)).toBe(true);
    await index.close();
  });

  it('reads a competition portfolio opened after the load once, then again only looks for newcomers', async () => {
    const index = indexOn();
    await index.warm();
    const player = await buildTrader(handle.db);
    await index.snapshot(player.id);
    await handle.db
      .insertInto('portfolios')
      .values({
        user_id: player.id,
        competition_id: 3,
        season: 1,
        cash_cents: 10_000_000,
        starting_cash_cents: 10_000_000,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const ranked = (await index.snapshot(player.id)).ranked;
    queries.reset();
    expect((await index.snapshot(player.id)).ranked).toBe(ranked);
    expect(queries.count).toBe(1);
    await index.close();
  });

  it('ranks a player whose portfolio was opened after the load at the next request', async () => {
    const index = indexOn();
    await index.warm();
    const before = (await index.snapshot(0)).ranked;
    const newcomer = await buildTrader(handle.db, { username: 'late_joiner' });
    const snap = await index.snapshot(0);
    expect(snap.ranked).toBe(before + 1);
    expect(snap.slotOf.has(newcomer.id)).toBe(true);
    await index.close();
  });

  it('keeps the ranked count and ranks right when a changed player is patched in', async () => {
    const index = indexOn();
    await index.warm();
    const player = await buildTrader(handle.db);
    let snap = await index.snapshot(player.id);
    const slot = snap.slotOf.get(player.id)!;
    const ranked = snap.ranked;
    const rank = index.rankOf(snap, slot);
    await handle.db
      .updateTable('portfolios')
      .set((eb) => ({ cash_cents: eb('cash_cents', '+', 1_000_000), net_deposits_cents: 0 }))
      .where('user_id', '=', player.id)
      .execute();
    index.markChanged([player.id]);
    snap = await index.snapshot(player.id);
    expect(index.rankOf(snap, slot)).toBe(1);
    expect(rank).toBeGreaterThan(1);
    await handle.db.updateTable('users').set({ username: 'demo_account' }).where('id', '=', player.id).execute();
    index.markChanged([player.id]);
    snap = await index.snapshot(player.id);
    expect(snap.ranked).toBe(ranked - 1);
    expect(snap.active.reduce((n, a) => n + a, 0)).toBe(snap.ranked);
    await index.close();
  });

  it('re-reads changed players at the next request when reading them failed', async () => {
    const index = indexOn();
    await index.warm();
    const player = await buildTrader(handle.db);
    await index.snapshot(player.id);
    await handle.db
      .updateTable('portfolios')
      .set((eb) => ({ cash_cents: eb('cash_cents', '+', 5_000_000) }))
      .where('user_id', '=', player.id)
      .execute();
    index.markChanged([player.id]);
    queries.failAt(2); // the request's newcomer lookup comes first, then the read of the changed player
    await expect(index.snapshot(player.id)).rejects.toThrow('connection lost');
    const snap = await index.snapshot(player.id);
    expect(snap.profits[snap.slotOf.get(player.id)!]).toBe(5_000_000);
    await index.close();
  });

  it('never pairs one numbering of the players with another when a full reload ends during a valuation', async () => {
    // Its own players: an account deleted at the front makes the reload number everyone after it one lower.
    const db = await createTestDb();
    try {
      const gone = await buildTrader(db.db);
      const players = [];
      for (let i = 0; i < 6; i++) players.push(await buildTrader(db.db));
      let clock = 0;
      let hold = false;
      let held!: () => void;
      const heldAt = new Promise<void>((r) => {
        held = r;
      });
      let resume!: () => void;
      const index = createLeaderboardIndex({
        db: db.db,
        marketData: market,
        now: () => clock,
        fullReloadMs: 1_000,
        revalueMs: 1_000,
        valueSlice: 1,
        betweenSlices: () =>
          hold
            ? new Promise<void>((r) => {
                hold = false;
                resume = r;
                held();
              })
            : Promise.resolve(),
      });
      await index.warm();
      await db.db.updateTable('users').set({ deleted_at: 1 }).where('id', '=', gone.id).execute();

      clock = 1_000; // both the index and its valuation are due: this request starts the reload and a valuation
      hold = true;
      const first = index.snapshot(players[0]!.id);
      await heldAt; // the valuation holds the old numbering, mid-way
      await new Promise((r) => setTimeout(r, 300)); // the reload, in the background, swaps in the new one
      resume();
      await first;

      const last = players.at(-1)!.id;
      const snap = await index.snapshot(last);
      for (const [userId, slot] of snap.slotOf) {
        if (slot < snap.slots.length) expect(snap.slots[slot]?.userId ?? userId).toBe(userId);
      }
      expect(snap.slotOf.has(gone.id)).toBe(false);
      const board = await getLeaderboard(index, { userId: last });
      expect(board.filter((r) => r.isCurrentUser).map((r) => r.username)).toEqual([players.at(-1)!.username]);
      await index.close();
    } finally {
      await db.destroy();
    }
  });

  it('paces a periodic full reload (a pause after each chunk) while the loaded index answers, but not the first load', async () => {
    const db = await createTestDb();
    try {
      const players = [];
      for (let i = 0; i < 5; i++) players.push(await buildTrader(db.db));
      let clock = 0;
      const pauses: number[] = [];
      let holding = false;
      let release!: () => void;
      const index = createLeaderboardIndex({
        db: db.db,
        marketData: market,
        now: () => clock,
        fullReloadMs: 1_000,
        loadChunk: 2,
        reloadPause: (chunkMs) => {
          pauses.push(chunkMs);
          return holding ? new Promise<void>((r) => (release = r)) : Promise.resolve();
        },
      });
      await index.warm();
      expect(pauses).toEqual([]);
      // Only a full reload sees a rename nobody marked.
      const renamed = players[0]!;
      await db.db.updateTable('users').set({ username: 'renamed_trader' }).where('id', '=', renamed.id).execute();
      const nameOf = async () => {
        const snap = await index.snapshot(renamed.id);
        return snap.slots[snap.slotOf.get(renamed.id)!]?.username;
      };

      clock = 1_000;
      holding = true;
      expect(await nameOf()).toBe(renamed.username); // starts the reload; the loaded index answers meanwhile
      await vi.waitFor(() => expect(pauses).toHaveLength(1));
      expect(await nameOf()).toBe(renamed.username); // the reload waits in its first pause: answered all the same
      holding = false;
      release();
      await vi.waitFor(async () => expect(await nameOf()).toBe('renamed_trader'));
      // 5 players (and the builders' other portfolios, if any) in chunks of 2: a pause after every full chunk.
      expect(pauses.length).toBeGreaterThanOrEqual(2);
      expect(pauses.every((ms) => ms >= 0)).toBe(true);
      await index.close();
    } finally {
      await db.destroy();
    }
  });

  it('values a player at the quotes of the read after a quiet spell in which prices moved (board and portfolio agree)', async () => {
    const moving = createFakeMarketData({ DRIFT: 100_00 });
    let clock = 0;
    const index = createLeaderboardIndex({ db: handle.db, marketData: moving, now: () => clock });
    const holder = await buildTrader(handle.db);
    await holdShares(holder, 'DRIFT', 10, 1_000_00);
    await handle.db
      .updateTable('portfolios')
      .set((eb) => ({ cash_cents: eb('cash_cents', '-', 1_000_00) }))
      .where('id', '=', holder.portfolioId)
      .execute();
    await index.warm();
    const profitOf = (snap: Awaited<ReturnType<typeof index.snapshot>>) => snap.profits[snap.slotOf.get(holder.id)!];
    expect(profitOf(await index.snapshot(holder.id))).toBe(0);
    // Nobody trades for a minute while the price rises by $50: the portfolio is worth $500 more at this instant.
    clock += 60_000;
    moving.setPrice('DRIFT', 150_00);
    expect(profitOf(await index.snapshot(holder.id))).toBe(500_00);
    await index.close();
  });

  it('answers from the last valuation while a routine refresh waits for quotes (only a quiet spell makes a read wait)', async () => {
    const quoting = createFakeMarketData({ UP: 100_00 });
    let held: Promise<void> | null = null;
    let release = () => {};
    let clock = 0;
    const index = createLeaderboardIndex({
      db: handle.db,
      marketData: {
        ...quoting,
        quotes: async (symbols) => {
          await held;
          return quoting.quotes(symbols);
        },
      },
      now: () => clock,
    });
    const reader = await buildTrader(handle.db);
    // A holding, so that every valuation asks for quotes.
    await holdShares(reader, 'UP', 1, 100_00);
    await index.warm();
    const before = await index.snapshot(reader.id);
    held = new Promise<void>((r) => {
      release = r;
    });
    clock += 1_100; // due for a refresh, not too old to answer from
    expect(await index.snapshot(reader.id)).toBe(before); // starts the refresh (held) and answers at once
    clock += 10_000; // the refresh still waits for its quotes (a busy machine): not waited for, though it is late
    expect(await index.snapshot(reader.id)).toBe(before);
    release();
    held = null;
    clock += 60_000; // then a quiet minute: the next read waits for a valuation of its own
    expect(await index.snapshot(reader.id)).not.toBe(before);
    await index.close();
  });

  it('ranks every player as a count over the columns does, with or without a sorted order per valuation', async () => {
    for (const sortEveryValuation of [false, true]) {
      const index = createLeaderboardIndex({ db: handle.db, marketData: market, now: () => 0, sortEveryValuation });
      const snap = await index.snapshot(0);
      const n = snap.profits.length;
      for (let i = 0; i < n; i++)
        if (snap.active[i] === 1)
          expect(index.rankOf(snap, i)).toBe(countAheadInColumns(snap.returns, snap.seniority, snap.active, n, i) + 1);
      expect(snap.order?.length ?? null).toBe(sortEveryValuation ? snap.ranked : null);
      await index.close();
    }
  });

  it('stops a load in progress on close, before the database goes away', async () => {
    const index = indexOn();
    const warming = index.warm();
    await index.close();
    await expect(warming).resolves.toBeUndefined();
  });
});
