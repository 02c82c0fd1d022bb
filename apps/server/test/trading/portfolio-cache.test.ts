import type { PortfolioChangedMessage } from '@tradearena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CachedPortfolio, createPortfolioCache } from '../../src/modules/portfolio/portfolio-cache.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader } from './trading-builders.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

const changed = (userId: number, tradeId: number | null, competitionId = 0): PortfolioChangedMessage => ({
  type: 'portfolio_changed',
  userId,
  portfolioId: 1,
  competitionId,
  season: 0,
  tradeId,
  at: '2026-11-18T15:00:00.000Z',
});

describe('createPortfolioCache', () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.destroy());

  /** Moves the portfolio's cash in the database behind the cache's back. */
  const setCash = (userId: number, cents: number) =>
    handle.db.updateTable('portfolios').set({ cash_cents: cents }).where('user_id', '=', userId).execute();
  const cashOf = async (cache: ReturnType<typeof createPortfolioCache>, userId: number) =>
    (await cache.get(handle.db, userId))?.ledger.cashCents;
  const withTrades = (p: CachedPortfolio, totalTrades: number, cashCents: number): CachedPortfolio => ({
    ...p,
    ledger: { ...p.ledger, totalTrades, cashCents },
  });

  it('reads a portfolio with its achievements once, then answers from memory until the TTL', async () => {
    let ms = 0;
    const cache = createPortfolioCache({ ttlMs: 1_000, monotonicNow: () => ms });
    const trader = await buildTrader(handle.db);
    await handle.db
      .insertInto('user_achievements')
      .values({ user_id: trader.id, achievement_id: 3, unlocked_at: 0 })
      .execute();
    const first = await cache.get(handle.db, trader.id);
    expect(first).toMatchObject({ userId: trader.id, lots: [], ledger: { cashCents: 10_000_000 } });
    expect([...(first?.achievementIds ?? [])]).toEqual([3]);
    await setCash(trader.id, 5);
    ms = 999;
    expect(await cashOf(cache, trader.id)).toBe(10_000_000);
    ms = 1_000;
    expect(await cashOf(cache, trader.id)).toBe(5);
  });

  it('keeps the same object past the TTL while the database agrees with it, a new one once it does not', async () => {
    let ms = 0;
    const cache = createPortfolioCache({ ttlMs: 1_000, monotonicNow: () => ms });
    const trader = await buildTrader(handle.db);
    const first = await cache.get(handle.db, trader.id);
    ms = 1_000;
    const again = await cache.get(handle.db, trader.id);
    // Read again from the database, found equal: the object what was built from it is keyed by.
    expect(again).toBe(first);
    await handle.db
      .insertInto('user_achievements')
      .values({ user_id: trader.id, achievement_id: 5, unlocked_at: 0 })
      .execute();
    ms = 2_000;
    const withAchievement = await cache.get(handle.db, trader.id);
    expect(withAchievement).not.toBe(first);
    expect([...(withAchievement?.achievementIds ?? [])]).toEqual([5]);
    await setCash(trader.id, 11);
    ms = 3_000;
    const moved = await cache.get(handle.db, trader.id);
    expect(moved).not.toBe(withAchievement);
    expect(moved?.ledger.cashCents).toBe(11);
  });

  it('answers null for a user without a portfolio', async () => {
    expect(await createPortfolioCache().get(handle.db, 987_654)).toBeNull();
  });

  it('does not keep a read that raced with an invalidation', async () => {
    const cache = createPortfolioCache();
    const trader = await buildTrader(handle.db);
    const reading = cache.get(handle.db, trader.id);
    cache.onChanged(changed(trader.id, 41));
    expect((await reading)?.ledger.cashCents).toBe(10_000_000);
    await setCash(trader.id, 7);
    expect(await cashOf(cache, trader.id)).toBe(7);
  });

  it('ignores the news of trades it already applied and forgets on any other change', async () => {
    const cache = createPortfolioCache();
    const trader = await buildTrader(handle.db);
    const known = (await cache.get(handle.db, trader.id))!;
    cache.applyTrade(withTrades(known, 1, 9_000_000), 50);
    cache.onChanged(changed(trader.id, 50));
    cache.onChanged(changed(trader.id, 49));
    expect(await cashOf(cache, trader.id)).toBe(9_000_000);
    cache.onChanged(changed(trader.id, 51)); // a trade on another instance
    expect(await cashOf(cache, trader.id)).toBe(10_000_000);
    cache.applyTrade(withTrades(known, 1, 9_000_000), 52);
    cache.onChanged(changed(trader.id, null)); // the daily achievements job
    expect(await cashOf(cache, trader.id)).toBe(10_000_000);
    cache.applyTrade(withTrades(known, 1, 9_000_000), 53);
    cache.onChanged(changed(trader.id, 40, 7)); // a trade in a competition portfolio: other trades changed
    expect(await cashOf(cache, trader.id)).toBe(10_000_000);
  });

  it('keeps the later of two trades applied out of order', async () => {
    const cache = createPortfolioCache();
    const trader = await buildTrader(handle.db);
    const known = (await cache.get(handle.db, trader.id))!;
    cache.applyTrade(withTrades(known, 2, 8_000_000), 61);
    cache.applyTrade(withTrades(known, 1, 9_000_000), 60);
    expect(await cashOf(cache, trader.id)).toBe(8_000_000);
  });
});
