import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from './trading-builders.ts';

const SYMBOLS = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'];

describe('achievements unlocked by trades', () => {
  let t: TestApp;
  const market = createFakeMarketData({
    CHEAP: 1_00,
    MID: 100_00,
    BIG: 10_000_00,
    ...Object.fromEntries(SYMBOLS.map((s) => [s, 10_00])),
  });

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market } });
  });
  afterAll(async () => {
    await expectLedgersBalance(t.deps.db.db);
    await t.close();
  });

  const unlockedBy = async (trader: Trader, body: Record<string, unknown>) => {
    const res = await placeTrade(t.app, trader, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().achievementsUnlocked as { name: string }[]).map((a) => a.name);
  };
  const experienceOf = async (trader: Trader) =>
    Number(
      (
        await t.deps.db.db
          .selectFrom('users')
          .select('experience')
          .where('id', '=', trader.id)
          .executeTakeFirstOrThrow()
      ).experience,
    );

  it('unlocks First Trade on the first trade only, adding 100 XP once', async () => {
    const trader = await buildTrader(t.deps.db.db);
    expect(await unlockedBy(trader, { symbol: 'CHEAP', action: 'buy', shares: 1 })).toEqual(['First Trade']);
    expect(await unlockedBy(trader, { symbol: 'CHEAP', action: 'buy', shares: 1 })).toEqual([]);
    expect(await experienceOf(trader)).toBe(100);
    expect(await getJson(t.app, trader, '/api/user/achievements')).toEqual([
      {
        id: 1,
        name: 'First Trade',
        description: 'Execute your first trade',
        xp: 100,
        unlockedAt: '2026-11-18T15:00:00.000Z',
      },
    ]);
  });

  it('unlocks Volume Trader on the 100th trade, not the 99th', async () => {
    const trader = await buildTrader(t.deps.db.db);
    for (let i = 1; i <= 99; i++) {
      const names = await unlockedBy(trader, { symbol: 'CHEAP', action: i % 2 ? 'buy' : 'sell', shares: 1 });
      expect(names.includes('Volume Trader')).toBe(false);
    }
    expect(await unlockedBy(trader, { symbol: 'CHEAP', action: 'sell', shares: 1 })).toEqual(['Volume Trader']);
    expect(await experienceOf(trader)).toBe(1_100);
  });

  it('unlocks Risk Taker only for a single trade over $10,000', async () => {
    const trader = await buildTrader(t.deps.db.db);
    expect(await unlockedBy(trader, { symbol: 'MID', action: 'buy', shares: 100 })).toEqual(['First Trade']); // exactly $10,000
    expect(await unlockedBy(trader, { symbol: 'MID', action: 'buy', shares: 101 })).toEqual(['Risk Taker']);
    expect(await unlockedBy(trader, { symbol: 'MID', action: 'sell', shares: 150 })).toEqual([]);
    expect(await experienceOf(trader)).toBe(600);
  });

  it('unlocks Whale Trader for a single trade of $100,000, with Risk Taker, once', async () => {
    const trader = await buildTrader(t.deps.db.db);
    expect(await unlockedBy(trader, { symbol: 'BIG', action: 'buy', shares: 10 })).toEqual([
      'First Trade',
      'Risk Taker',
      'Whale Trader',
    ]);
    expect(await unlockedBy(trader, { symbol: 'BIG', action: 'sell', shares: 10 })).toEqual([]);
    expect(await experienceOf(trader)).toBe(100 + 500 + 5_000);
  });

  it('unlocks Portfolio Diversifier when the tenth different stock is held', async () => {
    const trader = await buildTrader(t.deps.db.db);
    const unlocked: string[] = [];
    for (const symbol of SYMBOLS) unlocked.push(...(await unlockedBy(trader, { symbol, action: 'buy', shares: 1 })));
    expect(unlocked).toEqual(['First Trade', 'Portfolio Diversifier']);
    const achievements = await getJson(t.app, trader, '/api/user/achievements');
    expect(achievements.map((a: { id: number }) => a.id)).toEqual([1, 6]);
  });

  it('unlocks Profit Master when a trade finds the portfolio $10,000 up', async () => {
    const trader = await buildTrader(t.deps.db.db);
    await unlockedBy(trader, { symbol: 'MID', action: 'buy', shares: 200 });
    market.setPrice('MID', 150_00);
    expect(await unlockedBy(trader, { symbol: 'MID', action: 'sell', shares: 1 })).toEqual(['Profit Master']);
    market.setPrice('MID', 100_00);
  });
});
