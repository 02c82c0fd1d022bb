import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeCompetitions } from '../../src/modules/competition-core/describe-competitions.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, placeTrade } from '../trading/trading-builders.ts';
import { AFTER_WEEKLY_CLOSE, competitionTrade, get, joinChampionship, WEDNESDAY } from './competition-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

describe('championships: listing, joining, participation', () => {
  it('lists the weekly and monthly championships with their season, prize pool and the caller’s status', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const list = await getJson(t.app, ada, '/api/competitions');
    expect(list.map((c: { id: number }) => c.id)).toEqual([1, 2]);
    const [weekly, monthly] = list;
    expect(weekly).toMatchObject({
      kind: 'championship',
      championshipType: 'weekly',
      prizePool: 10_000,
      startingBalance: 100_000,
      isParticipant: false,
      participantCount: 0,
      isActive: true,
      inviteCode: null,
      endDate: '2026-11-20T21:00:00.000Z',
    });
    expect(weekly.seasonNumber).toBeGreaterThan(0);
    expect(monthly).toMatchObject({ championshipType: 'monthly', prizePool: 50_000 });
    expect(await getJson(t.app, ada, '/api/competitions/2')).toMatchObject({ id: 2, championshipType: 'monthly' });
  });

  it('joins a championship once, with a $100,000 portfolio for the season, and refuses a second join', async () => {
    const ada = await buildTrader(t.deps.db.db);
    expect(await getJson(t.app, ada, '/api/competition/1/participation')).toEqual({
      isParticipating: false,
      canRejoin: false,
    });
    const joined = await joinChampionship(t.app, ada, 1);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      success: true,
      message: "Success! You've joined the championship. Good luck!",
      competition: { id: 1, isParticipant: true, participantCount: 1 },
    });
    const again = await joinChampionship(t.app, ada, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'You have already joined this championship',
      message: 'You have already joined this championship',
      code: 'COMPETITION_ALREADY_JOINED',
    });
    const portfolios = await t.deps.db.db
      .selectFrom('portfolios')
      .select(['cash_cents'])
      .where('user_id', '=', ada.id)
      .where('competition_id', '=', 1)
      .execute();
    expect(portfolios.map((p) => Number(p.cash_cents))).toEqual([10_000_000]);
    expect(await getJson(t.app, ada, '/api/competition/1/participation')).toEqual({
      isParticipating: true,
      canRejoin: false,
    });
    expect((await getJson(t.app, ada, '/api/competitions/user')).map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('offers a rejoin in the next season to a player of the last one', async () => {
    const ada = await buildTrader(t.deps.db.db);
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
    t.clock.set(AFTER_WEEKLY_CLOSE);
    expect(await getJson(t.app, ada, '/api/competition/1/participation')).toEqual({
      isParticipating: false,
      canRejoin: true,
    });
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
  });

  it('counts only the current season’s players when describing competitions, not every past season', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
    expect((await joinChampionship(t.app, bob, 1)).statusCode).toBe(200);
    t.clock.set(AFTER_WEEKLY_CLOSE);
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
    // The rows the database hands back: past seasons' players must not be read (GET /api/competitions is hot).
    const read: Record<string, unknown>[] = [];
    const db = t.deps.db.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        read.push(...(args.result.rows as Record<string, unknown>[]));
        return args.result;
      },
    });
    const rows = await db.selectFrom('competitions').selectAll().where('id', '=', 1).execute();
    const [weekly] = await describeCompetitions(db, rows, { userId: ada.id, now: t.clock.now() });
    expect(weekly).toMatchObject({ participantCount: 1, isParticipant: true });
    const counted = read.filter((r) => 'n' in r).map((r) => Number(r.season));
    expect(counted).toEqual([weekly!.seasonNumber]);
  });

  it('answers an unknown competition with 404 and a malformed id with 400', async () => {
    const ada = await buildTrader(t.deps.db.db);
    for (const res of [
      await joinChampionship(t.app, ada, 999),
      await get(t.app, ada, '/api/competitions/999'),
      await get(t.app, ada, '/api/competition/999/portfolio'),
      await get(t.app, ada, '/api/competitions/999/leaderboard'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('COMPETITION_NOT_FOUND');
    }
    const bad = await joinChampionship(t.app, ada, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('REQUEST_INVALID');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/competitions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('championship portfolios and trades', () => {
  it('trades the championship portfolio through the one engine, apart from the personal one', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await joinChampionship(t.app, ada, 1);
    const res = await competitionTrade(t.app, ada, 1, {
      symbol: 'aapl',
      side: 'buy',
      quantity: 10,
      price: 1,
      totalValue: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trade).toMatchObject({ symbol: 'AAPL', action: 'buy', shares: 10, price: 100 });
    const portfolio = await getJson(t.app, ada, '/api/competition/1/portfolio');
    expect(portfolio).toMatchObject({ cashBalance: 99_000, totalValue: 100_000, totalTrades: 1 });
    expect(await getJson(t.app, ada, '/api/leagues/1/portfolio')).toEqual(portfolio);
    const positions = await getJson(t.app, ada, '/api/competition/1/positions');
    expect(positions.map((p: { symbol: string; quantity: number }) => [p.symbol, p.quantity])).toEqual([['AAPL', 10]]);
    const trades = await getJson(t.app, ada, '/api/competition/1/trades');
    expect(trades.trades).toHaveLength(1);
    expect((await getJson(t.app, ada, '/api/portfolio')).cashBalance).toBe(100_000);
    expect((await getJson(t.app, ada, '/api/trades')).trades).toHaveLength(0);
  });

  it('refuses non-participants (403), orders over 9,999 shares and a bad side (400)', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const notIn = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 1 });
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().code).toBe('COMPETITION_NOT_PARTICIPANT');
    for (const url of ['/api/competition/1/portfolio', '/api/competition/1/positions', '/api/competition/1/trades']) {
      const res = await get(t.app, ada, url);
      expect(res.statusCode, url).toBe(403);
    }
    await joinChampionship(t.app, ada, 1);
    const big = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 10_000 });
    expect(big.statusCode).toBe(400);
    expect(big.json().code).toBe('ORDER_INVALID_QUANTITY');
    expect(big.json().message).toContain('9,999');
    // Not a whole number at all: still the championship's limit in the message, not the personal 999,999.
    for (const quantity of [9_999.5, 0, 'abc']) {
      const bad = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(COMPETITION_MESSAGES.championshipQuantity);
    }
    const side = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'hold', quantity: 1 });
    expect(side.statusCode).toBe(400);
    expect(side.json().code).toBe('REQUEST_INVALID');
  });

  it('refuses trades on a weekend with the market-hours message', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await joinChampionship(t.app, ada, 1);
    t.clock.set('2026-11-21T16:00:00Z'); // Saturday: the next weekly season; join it first
    await joinChampionship(t.app, ada, 1);
    const res = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ORDER_MARKET_CLOSED');
    expect(res.json().message).toMatch(/Trading is only allowed during market hours/);
  });

  it('routes POST /api/trade-action by portfolioType and competitionId', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await joinChampionship(t.app, ada, 1);
    const weekly = await placeTrade(t.app, ada, {
      symbol: 'AAPL',
      action: 'buy',
      shares: 2,
      portfolioType: 'weekly',
      competitionId: 1,
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const byType = await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1, portfolioType: 'weekly' });
    expect(byType.statusCode, byType.body).toBe(200);
    expect((await getJson(t.app, ada, '/api/competition/1/portfolio')).totalTrades).toBe(2);
    expect((await getJson(t.app, ada, '/api/portfolio')).totalTrades).toBe(0);

    const mismatch = await placeTrade(t.app, ada, {
      symbol: 'AAPL',
      action: 'buy',
      shares: 1,
      portfolioType: 'monthly',
      competitionId: 1,
    });
    expect(mismatch.statusCode).toBe(409);
    const notIn = await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1, portfolioType: 'monthly' });
    expect(notIn.statusCode).toBe(403);
    const noId = await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1, portfolioType: 'league' });
    expect(noId.statusCode).toBe(400);
    const unknown = await placeTrade(t.app, ada, {
      symbol: 'AAPL',
      action: 'buy',
      shares: 1,
      portfolioType: 'league',
      competitionId: 999,
    });
    expect(unknown.statusCode).toBe(404);
    const badType = await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1, portfolioType: 'school' });
    expect(badType.statusCode).toBe(400);
    const personal = await placeTrade(t.app, ada, {
      symbol: 'AAPL',
      action: 'buy',
      shares: 1,
      portfolioType: 'personal',
    });
    expect(personal.statusCode).toBe(200);
    expect((await getJson(t.app, ada, '/api/portfolio')).totalTrades).toBe(1);
  });
});

describe('championship leaderboard', () => {
  it('ranks by return, hides test names, shows the caller’s row and the prize panel', async () => {
    const db = t.deps.db.db;
    const winner = await buildTrader(db, { username: 'winner_ada' });
    const loser = await buildTrader(db, { username: 'loser_bob' });
    const hidden = await buildTrader(db, { username: 'test_carl' });
    const idle = await buildTrader(db, { username: 'idle_dora' });
    for (const p of [winner, loser, hidden, idle]) expect((await joinChampionship(t.app, p, 1)).statusCode).toBe(200);
    await competitionTrade(t.app, winner, 1, { symbol: 'AAPL', side: 'buy', quantity: 100 });
    await competitionTrade(t.app, loser, 1, { symbol: 'MSFT', side: 'buy', quantity: 100 });
    await competitionTrade(t.app, hidden, 1, { symbol: 'AAPL', side: 'buy', quantity: 500 });
    market.setPrice('AAPL', 110_00);
    market.setPrice('MSFT', 390_00);
    t.clock.advance(5_000);

    const board = await getJson(t.app, idle, '/api/competitions/1/leaderboard');
    expect(board.entries.map((e: { displayName: string }) => e.displayName)).toEqual([
      'winner_ada',
      'idle_dora',
      'loser_bob',
    ]);
    expect(board.entries[0]).toMatchObject({
      rank: 1,
      profitLoss: 1_000,
      totalReturn: 1,
      totalTrades: 1,
      prize: 5_000,
    });
    // A player without a trade is ranked but wins nothing: the next eligible player takes the 2nd prize.
    expect(board.entries[1]).toMatchObject({ rank: 2, prize: 0, isYou: true });
    expect(board.entries[2]).toMatchObject({ rank: 3, profitLoss: -1_000, prize: 3_000 });
    expect(board.you).toMatchObject({ displayName: 'idle_dora', rank: 2 });
    expect(board.prizeDistribution).toEqual([
      { place: 1, percent: 50, amount: 5_000 },
      { place: 2, percent: 30, amount: 3_000 },
      { place: 3, percent: 20, amount: 2_000 },
    ]);
    expect(board).toMatchObject({
      prizePool: 10_000,
      participantCount: 4,
      rankedCount: 3,
      seasonEndsAt: '2026-11-20T21:00:00.000Z',
    });
    const hiddenView = await getJson(t.app, hidden, '/api/competitions/1/leaderboard');
    expect(hiddenView.you).toBeNull();
  });

  it('shows a row at the valuation its championship portfolio shows at the same instant, after prices moved', async () => {
    const ada = await buildTrader(t.deps.db.db, { username: 'ada_lovelace' });
    await joinChampionship(t.app, ada, 1);
    await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 100 });
    // A first read values the standings; then the market moves and time passes with nobody reading.
    await getJson(t.app, ada, '/api/competitions/1/leaderboard');
    market.setPrice('AAPL', 120_00);
    t.clock.advance(60_000);
    const board = await getJson(t.app, ada, '/api/competitions/1/leaderboard');
    const portfolio = await getJson(t.app, ada, '/api/competition/1/portfolio');
    expect(portfolio.totalValue).toBe(102_000);
    expect(board.you).toMatchObject({ rank: 1, profitLoss: portfolio.totalValue - 100_000 });
  });

  it('shows the caller’s own row below the top 10 and a trade’s effect on the next read', async () => {
    const db = t.deps.db.db;
    const players = [];
    for (let i = 0; i < 12; i++) {
      const p = await buildTrader(db, { username: `player_${String(i).padStart(2, '0')}` });
      await joinChampionship(t.app, p, 1);
      players.push(p);
    }
    for (const [i, p] of players.entries())
      if (i < 11) await competitionTrade(t.app, p, 1, { symbol: 'AAPL', side: 'buy', quantity: 10 * (i + 1) });
    market.setPrice('AAPL', 90_00); // every buyer loses; the last player (no trade) is first
    const last = players[0]!;
    let board = await getJson(t.app, last, '/api/competitions/1/leaderboard');
    expect(board.entries).toHaveLength(10);
    expect(board.you).toMatchObject({ displayName: 'player_00', rank: 2 });
    const worst = players[10]!;
    board = await getJson(t.app, worst, '/api/competitions/1/leaderboard');
    expect(board.you).toMatchObject({ displayName: 'player_10', rank: 12 });
    expect(board.entries.some((e: { isYou: boolean }) => e.isYou)).toBe(false);
    // Selling at a loss changes nothing; buying back into a rising stock moves the player up at once.
    market.setPrice('AAPL', 90_00);
    await competitionTrade(t.app, worst, 1, { symbol: 'AAPL', side: 'sell', quantity: 110 });
    await competitionTrade(t.app, worst, 1, { symbol: 'MSFT', side: 'buy', quantity: 200 });
    market.setPrice('MSFT', 500_00);
    t.clock.advance(2_000);
    await getJson(t.app, worst, '/api/competitions/1/leaderboard');
    t.clock.advance(2_000);
    await new Promise((r) => setTimeout(r, 20));
    board = await getJson(t.app, worst, '/api/competitions/1/leaderboard');
    expect(board.you).toMatchObject({ displayName: 'player_10', rank: 1 });
  });
});
