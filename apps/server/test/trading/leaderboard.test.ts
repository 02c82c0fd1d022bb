import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, placeTrade, type Trader } from './trading-builders.ts';

describe('GET /api/leaderboard', () => {
  let t: TestApp;
  const market = createFakeMarketData({ UP: 100_00 });
  const players: Trader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market } });
    const db = t.deps.db.db;
    // 12 visible players: player_i buys i × 10 shares of UP at $100.
    for (let i = 1; i <= 12; i++)
      players.push(await buildTrader(db, { username: `player_${String(i).padStart(2, '0')}` }));
    for (const [i, p] of players.entries())
      await placeTrade(t.app, p, { symbol: 'UP', action: 'buy', shares: (i + 1) * 10 });
    // Hidden names (docs/product/competitions.md#hidden-names), whatever their profit.
    for (const username of ['demo_king', 'MockTrader', 'the_tester']) {
      const hidden = await buildTrader(db, { username });
      await placeTrade(t.app, hidden, { symbol: 'UP', action: 'buy', shares: 900 });
    }
    market.setPrice('UP', 110_00);
    t.clock.advance(2_000);
  });
  afterAll(() => t.close());

  it('ranks the top 10 by profit and adds the current user beyond them with the true rank', async () => {
    const me = players[0]!; // 10 shares: the smallest gain of the visible players
    const board = await getJson(t.app, me, '/api/leaderboard');
    expect(board).toHaveLength(11);
    expect(board.slice(0, 10).map((r: { username: string }) => r.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `player_${String(12 - i).padStart(2, '0')}`),
    );
    expect(board[0]).toEqual({
      rank: 1,
      username: 'player_12',
      level: 3, // First Trade + Risk Taker ($12,000 buy) = 600 XP
      profitLoss: 1_200,
      totalReturn: 1.2,
      winRate: 0,
      achievements: 2,
      isCurrentUser: false,
      elite: false,
    });
    expect(board[10]).toMatchObject({ rank: 12, username: 'player_01', profitLoss: 100, isCurrentUser: true });
  });

  it('shows a top-10 user once, marked as the current user', async () => {
    const board = await getJson(t.app, players[11]!, '/api/leaderboard');
    expect(board).toHaveLength(10);
    expect(board[0]).toMatchObject({ username: 'player_12', isCurrentUser: true });
    expect(board.filter((r: { isCurrentUser: boolean }) => r.isCurrentUser)).toHaveLength(1);
  });

  it('never lists names that are empty or contain demo, mock or test', async () => {
    const board = await getJson(t.app, players[0]!, '/api/leaderboard');
    expect(board.some((r: { username: string }) => /demo|mock|test/i.test(r.username))).toBe(false);
  });

  it('follows a trade at once and breaks equal profit by the earlier account', async () => {
    const early = await buildTrader(t.deps.db.db, { username: 'early_bird' });
    const late = await buildTrader(t.deps.db.db, { username: 'late_bird' });
    for (const p of [late, early]) {
      expect((await placeTrade(t.app, p, { symbol: 'UP', action: 'buy', shares: 500 })).statusCode).toBe(200);
    }
    market.setPrice('UP', 111_00);
    t.clock.advance(2_000);
    const board: { username: string; profitLoss: number; rank: number }[] = await getJson(
      t.app,
      late,
      '/api/leaderboard',
    );
    const birds = board.filter((r) => r.username.endsWith('_bird'));
    expect(birds.map((r) => [r.username, r.profitLoss])).toEqual([
      ['early_bird', 500],
      ['late_bird', 500],
    ]);
    expect(birds[1]!.rank).toBe(birds[0]!.rank + 1);
  });

  it('ranks profit net of deposits: deposited cash is not profit', async () => {
    const depositor = await buildTrader(t.deps.db.db, { username: 'depositor', netDepositsCents: 5_000_000_00 });
    const board = await getJson(t.app, depositor, '/api/leaderboard');
    const mine = board.find((r: { isCurrentUser: boolean }) => r.isCurrentUser);
    expect(mine).toMatchObject({ profitLoss: 0, totalReturn: 0 });
    expect(mine.rank).toBeGreaterThan(10);
  });

  it('shows a row at the valuation its portfolio shows at the same instant, after a quiet spell in which prices moved', async () => {
    const top = players[11]!; // 120 shares of UP
    await getJson(t.app, top, '/api/leaderboard');
    market.setPrice('UP', 130_00);
    t.clock.advance(60_000); // nobody reads or trades for a minute
    const board = await getJson(t.app, top, '/api/leaderboard');
    const portfolio = await getJson(t.app, top, '/api/portfolio');
    expect(portfolio.totalValue).toBe(103_600);
    expect(board.find((r: { isCurrentUser: boolean }) => r.isCurrentUser)).toMatchObject({
      profitLoss: portfolio.totalValue - 100_000,
    });
  });
});
