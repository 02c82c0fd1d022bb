import { addDays, newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { evaluateDailyAchievements } from '../../src/modules/orders/evaluate-daily-achievements.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { postOrder } from '../orders/order-helpers.ts';
import { buildTrader, getJson, placeTrade, type Trader } from './trading-builders.ts';

/** The daily job against the real NYSE calendar; trades are placed through the API on the days the test walks. */
describe('the daily achievements job', () => {
  let t: TestApp;
  const market = createFakeMarketData({ AAPL: 100_00 });
  const hours = createMarketHours('nyse');
  const runJob = () => evaluateDailyAchievements(t.deps, t.clock.now());
  const idsOf = async (trader: Trader) =>
    (await getJson(t.app, trader, '/api/user/achievements')).map((a: { id: number }) => a.id);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-09-01T15:00:00Z', deps: { marketData: market, marketHours: hours } });
  });
  afterAll(() => t.close());

  /** Walks New York trading days from `start`, calling `each` at 11:00 ET of every session. */
  async function walkTradingDays(start: string, count: number, each: (day: string) => Promise<void>) {
    let day = start;
    for (let done = 0; done < count; day = addDays(day, 1)) {
      const noon = newYorkInstant(day, 11, 0);
      if (!hours.status(noon).isOpen) continue;
      t.clock.set(noon);
      await each(day);
      done++;
    }
    return day;
  }

  it('unlocks Marathon Trader after 30 consecutive trading days with a trade, skipping weekends and Labor Day', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const lazy = await buildTrader(t.deps.db.db);
    await walkTradingDays('2026-09-01', 30, async (day) => {
      expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
      if (day !== '2026-09-15') await placeTrade(t.app, lazy, { symbol: 'AAPL', action: 'buy', shares: 1 });
    });
    t.clock.set(newYorkInstant(newYorkDateOf(t.clock.now()), 17, 0));
    const report = await runJob();
    expect(report.unlocked).toContainEqual({ userId: trader.id, achievementId: 7 });
    expect(report.unlocked.some((u) => u.userId === lazy.id && u.achievementId === 7)).toBe(false);
    expect(await idsOf(trader)).toContain(7);
    const again = await runJob();
    expect(again.unlocked.filter((u) => u.achievementId === 7)).toEqual([]);
    const xp = await t.deps.db.db
      .selectFrom('users')
      .select('experience')
      .where('id', '=', trader.id)
      .executeTakeFirstOrThrow();
    expect(Number(xp.experience)).toBe(100 + 3_000);
  });

  it('still finds a Marathon streak completed on a day the job did not run', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const end = await walkTradingDays('2026-10-01', 30, async () => {
      expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    });
    // The job did not run that evening; the trader does not trade the next days; it runs three trading days later.
    await walkTradingDays(end, 3, async () => {});
    t.clock.set(newYorkInstant(newYorkDateOf(t.clock.now()), 17, 0));
    const report = await runJob();
    expect(report.unlocked).toContainEqual({ userId: trader.id, achievementId: 7 });
  });

  it('unlocks Perfect Week for five winning sells in 7 days and not with a losing one among them', async () => {
    const winner = await buildTrader(t.deps.db.db);
    const mixed = await buildTrader(t.deps.db.db);
    market.setPrice('AAPL', 100_00);
    const start = newYorkDateOf(t.clock.now());
    await walkTradingDays(addDays(start, 1), 1, async () => {
      for (const p of [winner, mixed]) await placeTrade(t.app, p, { symbol: 'AAPL', action: 'buy', shares: 10 });
    });
    let price = 101_00;
    await walkTradingDays(addDays(newYorkDateOf(t.clock.now()), 1), 5, async () => {
      market.setPrice('AAPL', price);
      await placeTrade(t.app, winner, { symbol: 'AAPL', action: 'sell', shares: 1 });
      price += 1_00;
    });
    market.setPrice('AAPL', 90_00);
    for (let i = 0; i < 5; i++) await placeTrade(t.app, mixed, { symbol: 'AAPL', action: 'sell', shares: 1 });
    t.clock.set(newYorkInstant(newYorkDateOf(t.clock.now()), 17, 0));
    const report = await runJob();
    expect(report.unlocked).toContainEqual({ userId: winner.id, achievementId: 9 });
    expect(report.unlocked.some((u) => u.userId === mixed.id && u.achievementId === 9)).toBe(false);
  });

  it('counts covers as closed trades: five winning covers in 7 days are a Perfect Week', async () => {
    const coverer = await buildTrader(t.deps.db.db);
    market.setPrice('AAPL', 100_00);
    const start = newYorkDateOf(t.clock.now());
    await walkTradingDays(addDays(start, 1), 1, async () => {
      const res = await postOrder(t.app, coverer, { symbol: 'AAPL', side: 'short', quantity: 10, type: 'market' });
      expect(res.statusCode, res.body).toBe(201);
    });
    let price = 99_00;
    await walkTradingDays(addDays(newYorkDateOf(t.clock.now()), 1), 5, async () => {
      market.setPrice('AAPL', price);
      const res = await postOrder(t.app, coverer, { symbol: 'AAPL', side: 'cover', quantity: 1, type: 'market' });
      expect(res.statusCode, res.body).toBe(201);
      price -= 1_00;
    });
    t.clock.set(newYorkInstant(newYorkDateOf(t.clock.now()), 17, 0));
    const report = await runJob();
    expect(report.unlocked).toContainEqual({ userId: coverer.id, achievementId: 9 });
  });

  it('unlocks Profit Master when prices alone lift a portfolio $10,000, without a trade', async () => {
    const holder = await buildTrader(t.deps.db.db);
    market.setPrice('AAPL', 100_00);
    await walkTradingDays(addDays(newYorkDateOf(t.clock.now()), 1), 1, async () => {
      await placeTrade(t.app, holder, { symbol: 'AAPL', action: 'buy', shares: 500 });
    });
    market.setPrice('AAPL', 120_00);
    const report = await runJob();
    expect(report.unlocked).toContainEqual({ userId: holder.id, achievementId: 4 });
    expect(report.unlocked).not.toContainEqual({ userId: holder.id, achievementId: 10 });
  });

  it('forgets idempotency keys older than a day', async () => {
    const trader = await buildTrader(t.deps.db.db);
    await walkTradingDays(addDays(newYorkDateOf(t.clock.now()), 1), 1, async () => {
      await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 }, { 'idempotency-key': 'old-key' });
    });
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await runJob()).expiredIdempotencyKeys).toBeGreaterThanOrEqual(1);
  });
});
