import {
  ErrorBodySchema,
  PORTFOLIO_CHANGES_CHANNEL,
  portfolioChannel,
  TradeActionResponseSchema,
} from '@tradearena/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { INVALID_QUANTITY_MESSAGE } from '../../src/modules/orders/order-messages.ts';
import { createFakeMarketData, createSwitchableMarketHours } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from './trading-builders.ts';

describe('POST /api/trade-action and the portfolio', () => {
  let t: TestApp;
  const market = createFakeMarketData();
  const hours = createSwitchableMarketHours();
  let trader: Trader;

  beforeAll(async () => {
    t = await createTestApp({ deps: { marketData: market, marketHours: hours } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    market.setPrice('AAPL', 150_00, 148_00);
    market.setPrice('MSFT', 400_00, 400_00);
    hours.open();
    trader = await buildTrader(t.deps.db.db);
  });
  afterEach(() => expectLedgersBalance(t.deps.db.db));

  it('starts a new player with $100,000 in cash and nothing else', async () => {
    expect(await getJson(t.app, trader, '/api/portfolio')).toEqual({
      totalValue: 100_000,
      cashBalance: 100_000,
      winRate: 0,
      totalProfitLoss: 0,
      realizedProfitLoss: 0,
      unrealizedProfitLoss: 0,
      dayChange: 0,
      winningTrades: 0,
      totalTrades: 0,
      closedTrades: 0,
      totalReturn: 0,
      buyingPower: 100_000,
      reservedCash: 0,
      shortMarketValue: 0,
      shortSellingPower: 200_000,
      positions: [],
    });
    expect(await getJson(t.app, trader, '/api/positions')).toEqual([]);
  });

  it('fills a buy at the server quote, never at the price the client sent', async () => {
    const res = await placeTrade(t.app, trader, { symbol: 'aapl', action: 'buy', shares: 10, currentPrice: '0.01' });
    expect(res.statusCode).toBe(200);
    const body = TradeActionResponseSchema.parse(res.json());
    expect(body.trade).toMatchObject({
      symbol: 'AAPL',
      action: 'buy',
      shares: 10,
      price: 150,
      total: 1500,
      cashAfter: 98_500,
    });
    expect(body.message).toBe('Bought 10 shares of AAPL at $150.00');
    expect(body.portfolio).toMatchObject({ cashBalance: 98_500, totalValue: 100_000, totalTrades: 1 });
    expect(body.achievementsUnlocked.map((a) => a.name)).toEqual(['First Trade']);

    market.setPrice('AAPL', 160_00);
    const positions = await getJson(t.app, trader, '/api/positions');
    expect(positions).toEqual([
      {
        symbol: 'AAPL',
        type: 'stock',
        quantity: 10,
        side: 'long',
        averagePrice: 150,
        currentPrice: 160,
        costBasis: 1500,
        totalValue: 1600,
        marketValue: 1600,
        unrealizedPL: 100,
        profitLoss: 100,
        profitLossPercent: 6.67,
        // Bought today at $150: the day change counts from the fill, not from the $148 close.
        dayChange: 100,
        dayChangePercent: 6.67,
        dayChangeBase: 150,
      },
    ]);
  });

  it('realizes profit at average cost on a partial sell and counts the win', async () => {
    await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 10 });
    market.setPrice('MSFT', 300_00);
    await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 10 });
    market.setPrice('MSFT', 380_00);
    const res = await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'sell', shares: 5 });
    expect(res.json().trade).toMatchObject({
      action: 'sell',
      shares: 5,
      price: 380,
      total: 1900,
      realizedProfitLoss: 150,
    });
    const portfolio = await getJson(t.app, trader, '/api/portfolio');
    expect(portfolio).toMatchObject({
      cashBalance: 100_000 - 4000 - 3000 + 1900,
      realizedProfitLoss: 150,
      unrealizedProfitLoss: 15 * 380 - 15 * 350,
      totalProfitLoss: 150 + 450,
      totalValue: 100_000 + 150 + 450,
      winningTrades: 1,
      closedTrades: 1,
      totalTrades: 3,
      winRate: 100,
    });
    expect(portfolio.positions[0]).toMatchObject({ symbol: 'MSFT', quantity: 15, averagePrice: 350 });
  });

  it('closes the position on a full sell at a loss, and the win rate counts the losing sell', async () => {
    await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 4 });
    market.setPrice('AAPL', 140_00);
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'sell', shares: 4 });
    expect(res.json().trade.realizedProfitLoss).toBe(-40);
    const portfolio = await getJson(t.app, trader, '/api/portfolio');
    expect(portfolio).toMatchObject({
      positions: [],
      realizedProfitLoss: -40,
      winRate: 0,
      closedTrades: 1,
      totalValue: 99_960,
    });
  });

  it('refuses a buy beyond the cash with the spec wording and trades nothing', async () => {
    const res = await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 251 });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('ORDER_INSUFFICIENT_CASH');
    expect(body.message).toBe(
      'Insufficient cash balance: this order costs $100,400.00 but you have $100,000.00 available',
    );
    expect(body.message.toLowerCase()).toContain('insufficient cash');
    expect((await getJson(t.app, trader, '/api/portfolio')).totalTrades).toBe(0);
  });

  it('refuses to sell more than held, naming the held quantity', async () => {
    await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 3 });
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'sell', shares: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORDER_INSUFFICIENT_SHARES',
      message: 'Insufficient shares: you hold 3 shares of AAPL and tried to sell 5 shares',
    });
    const none = await placeTrade(t.app, trader, { symbol: 'MSFT', action: 'sell', shares: 1 });
    expect(none.json().message).toBe('Insufficient shares: you hold 0 shares of MSFT and tried to sell 1 share');
  });

  it('answers an unknown symbol with 404', async () => {
    const res = await placeTrade(t.app, trader, { symbol: 'NOPE', action: 'buy', shares: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORDER_UNKNOWN_SYMBOL', message: 'Unknown symbol: NOPE' });
  });

  it('refuses a malformed symbol with 400, as the market routes do', async () => {
    for (const symbol of ['$$$', '../', '\u0000', "' OR 1=1 --", 'ABCDEFGHIJK']) {
      const res = await placeTrade(t.app, trader, { symbol, action: 'buy', shares: 1 });
      expect(res.statusCode, symbol).toBe(400);
      expect(res.json().code).toBe('REQUEST_INVALID');
    }
    expect((await placeTrade(t.app, trader, { symbol: ' brk.b ', action: 'buy', shares: 1 })).statusCode).not.toBe(400);
  });

  it('answers a known symbol without a quote with 503 and the spec text', async () => {
    market.withholdQuote('AAPL');
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('Price Data Unavailable');
  });

  it('never fills at a stale quote (the provider failing), and trades nothing', async () => {
    market.markStale('AAPL');
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'ORDER_NO_PRICE' });
    expect(res.json().message).toContain('Price Data Unavailable');
    expect((await getJson(t.app, trader, '/api/portfolio')).totalTrades).toBe(0);
  });

  it('refuses share counts that are not whole numbers from 1 to 999,999 with 400', async () => {
    // Every wrong value, of any JSON type or missing, gets the ticket's words.
    for (const shares of [0, -1, 1.5, 1_000_000, '12abc', '', '1e3', null, true, [1], {}, undefined]) {
      const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares });
      expect(res.statusCode, `shares=${JSON.stringify(shares)}`).toBe(400);
      expect(res.json(), `shares=${JSON.stringify(shares)}`).toMatchObject({
        code: 'ORDER_INVALID_QUANTITY',
        message: INVALID_QUANTITY_MESSAGE,
      });
    }
    const text = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: '2' });
    expect(text.statusCode).toBe(200);
    const tooMany = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1_000_000 });
    expect(tooMany.json()).toMatchObject({ code: 'ORDER_INVALID_QUANTITY' });
    expect(tooMany.json().message).toContain('999,999');
  });

  it('refuses an unknown action and a missing symbol with 400', async () => {
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'short', shares: 1 })).statusCode).toBe(400);
    expect((await placeTrade(t.app, trader, { action: 'buy', shares: 1 })).statusCode).toBe(400);
  });

  it('refuses trading outside market hours with the spec message', async () => {
    hours.close();
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORDER_MARKET_CLOSED',
      message: 'Trading is only allowed during market hours (9:30 AM - 4:00 PM ET, Monday-Friday)',
    });
  });

  it('says 1:00 PM after the close of an early-close day', async () => {
    hours.close({ earlyClose: true });
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(res.json().message).toBe(
      'Trading is only allowed during market hours (9:30 AM - 1:00 PM ET, Monday-Friday)',
    );
  });

  it('lets a retried request with the same Idempotency-Key trade once and answer the first result', async () => {
    const headers = { 'idempotency-key': 'order-7f3a' };
    const first = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 2 }, headers);
    market.setPrice('AAPL', 155_00);
    const again = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 2 }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await getJson(t.app, trader, '/api/portfolio')).totalTrades).toBe(1);
    const different = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 3 }, headers);
    expect(different.statusCode).toBe(409);
    expect(different.json().code).toBe('ORDER_IDEMPOTENCY_CONFLICT');
  });

  it('trades once when retries with the same key arrive at the same time', async () => {
    const headers = { 'idempotency-key': 'burst-1' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => placeTrade(t.app, trader, { symbol: 'MSFT', action: 'buy', shares: 1 }, headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().trade.id)).size).toBe(1);
    expect((await getJson(t.app, trader, '/api/portfolio')).totalTrades).toBe(1);
  });

  it('does not remember a refused order under its key, so a corrected retry can succeed', async () => {
    hours.close();
    const headers = { 'idempotency-key': 'closed-then-open' };
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 }, headers)).statusCode).toBe(
      400,
    );
    hours.open();
    expect((await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 }, headers)).statusCode).toBe(
      200,
    );
  });

  it('publishes the change after commit to the user channel and the server channel', async () => {
    const got: unknown[] = [];
    const offUser = await t.deps.pubsub.subscribe(portfolioChannel(trader.id), (m) => got.push(m));
    const offAll = await t.deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (m) => got.push(m));
    const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
    await new Promise((r) => setTimeout(r, 10));
    await offUser();
    await offAll();
    const expected = {
      type: 'portfolio_changed',
      userId: trader.id,
      portfolioId: trader.portfolioId,
      competitionId: 0,
      season: 0,
      tradeId: res.json().trade.id,
    };
    expect(got).toEqual([expect.objectContaining(expected), expect.objectContaining(expected)]);
  });

  it('requires a session for every trading route', async () => {
    for (const [method, url] of [
      ['GET', '/api/portfolio'],
      ['GET', '/api/positions'],
      ['GET', '/api/trades'],
      ['GET', '/api/leaderboard'],
      ['GET', '/api/user/achievements'],
      ['POST', '/api/trade-action'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { symbol: 'AAPL', action: 'buy', shares: 1 } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the market-hours message with the real NYSE calendar', () => {
  it('says 1:00 PM on the day after Thanksgiving after the early close', async () => {
    const t = await createTestApp({ now: '2026-11-27T19:00:00Z', deps: { marketHours: createMarketHours('nyse') } });
    try {
      const trader = await buildTrader(t.deps.db.db);
      const res = await placeTrade(t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 1 });
      expect(res.json().message).toBe(
        'Trading is only allowed during market hours (9:30 AM - 1:00 PM ET, Monday-Friday)',
      );
    } finally {
      await t.close();
    }
  });
});
