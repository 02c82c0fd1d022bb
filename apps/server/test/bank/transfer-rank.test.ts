import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { competitionTrade, joinChampionship } from '../competitions/competition-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';
import { fundBank, transfer } from './bank-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

type Row = { username?: string; userId?: number; rank: number; totalReturn: number; profitLoss: number };
const globalRows = async (who: Trader): Promise<Row[]> => getJson(t.app, who, '/api/leaderboard');
const weeklyRows = async (who: Trader): Promise<Row[]> =>
  (await getJson(t.app, who, '/api/competitions/1/leaderboard')).entries;
const strip = (rows: Row[]) =>
  rows.map(({ rank, totalReturn, profitLoss, username, userId }) => ({
    rank,
    totalReturn,
    profitLoss,
    who: username ?? userId,
  }));

describe('ranks are net of deposits: a bank transfer never changes a rank by itself', () => {
  it('global leaderboard: a deposit after a gain leaves every rank, return and profit as they were', async () => {
    const [ada, bob, cy] = [
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
    ];
    // Ada +10% on 40 % of her cash, Bob +10% on 50 %, Cy flat.
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 400 })).statusCode).toBe(200);
    expect((await placeTrade(t.app, bob, { symbol: 'AAPL', action: 'buy', shares: 500 })).statusCode).toBe(200);
    market.setPrice('AAPL', 110_00);
    const before = strip(await globalRows(cy));
    expect(before.map((r) => r.who)).toEqual([bob.username, ada.username, cy.username]);

    await fundBank(t.deps.db.db, ada.id, 500_000_00);
    t.clock.advance(1_000);
    const moved = await transfer(t.app, ada, { amount: 500_000, portfolioType: 'personal' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(strip(await globalRows(cy))).toEqual(before);
  });

  it('global leaderboard: bought cash never buys a place — a bigger profit made with deposited money ranks by its return', async () => {
    const [ada, bob] = [await buildTrader(t.deps.db.db), await buildTrader(t.deps.db.db)];
    await fundBank(t.deps.db.db, ada.id, 100_000_00);
    expect((await transfer(t.app, ada, { amount: 100_000, portfolioType: 'personal' })).statusCode).toBe(200);
    t.clock.advance(1_000);
    // Ada: $100,000 of AAPL out of $200,000; Bob: $60,000 out of $100,000. AAPL +10%.
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1_000 })).statusCode).toBe(200);
    expect((await placeTrade(t.app, bob, { symbol: 'AAPL', action: 'buy', shares: 600 })).statusCode).toBe(200);
    market.setPrice('AAPL', 110_00);
    const rows = strip(await globalRows(bob));
    expect(rows).toEqual([
      { rank: 1, who: bob.username, profitLoss: 6_000, totalReturn: 6 },
      { rank: 2, who: ada.username, profitLoss: 10_000, totalReturn: 5 },
    ]);
  });

  it('weekly championship: a deposit after a gain (its value before is recorded) changes no rank, return or profit', async () => {
    const [ada, bob] = [await buildTrader(t.deps.db.db), await buildTrader(t.deps.db.db)];
    for (const p of [ada, bob]) expect((await joinChampionship(t.app, p, 1)).statusCode).toBe(200);
    expect((await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 500 })).statusCode).toBe(
      200,
    );
    expect((await competitionTrade(t.app, bob, 1, { symbol: 'AAPL', side: 'buy', quantity: 400 })).statusCode).toBe(
      200,
    );
    market.setPrice('AAPL', 120_00);
    const before = strip(await weeklyRows(bob));
    expect(before).toEqual([
      { rank: 1, who: ada.id, profitLoss: 10_000, totalReturn: 10 },
      { rank: 2, who: bob.id, profitLoss: 8_000, totalReturn: 8 },
    ]);

    await fundBank(t.deps.db.db, ada.id, 300_000_00);
    t.clock.advance(1_000);
    const moved = await transfer(t.app, ada, { amount: 300_000, portfolioType: 'weekly' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(strip(await weeklyRows(bob))).toEqual(before);
  });
});
