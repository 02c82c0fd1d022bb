import { PortfolioSummarySchema } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { portfolioAnswerCounts } from '../../src/modules/portfolio/portfolio-answer.ts';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { cancelOrderRequest, OPEN_WEDNESDAY, ordersApp, postOrder } from '../orders/order-helpers.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from './trading-builders.ts';

/**
 * GET /api/portfolio sends its last answer again while the portfolio's state, the New York day and the quotes of its
 * symbols are unchanged (modules/portfolio/portfolio-answer.ts, docs/decisions/033-portfolio-answer-cache.md). Every
 * test reads once before a change, at the same quotes, so an answer kept too long fails it.
 */
describe('the portfolio answer, built once per state and quotes', () => {
  const app = ordersApp();
  let trader: Trader;
  beforeEach(async () => {
    app.t.clock.set(OPEN_WEDNESDAY);
    app.market.setPrice('AAPL', 160_00, 158_00);
    trader = await buildTrader(app.t.deps.db.db, { now: app.t.clock.now() });
    expect((await placeTrade(app.t.app, trader, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
  });
  afterEach(() => expectLedgersBalance(app.t.deps.db.db));

  const read = async () => PortfolioSummarySchema.parse(await getJson(app.t.app, trader, '/api/portfolio'));

  it('answers a repeated read at unchanged quotes without valuing the portfolio again', async () => {
    const first = await read();
    const built = portfolioAnswerCounts.built;
    const reused = portfolioAnswerCounts.reused;
    expect(await read()).toEqual(first);
    expect(await read()).toEqual(first);
    expect(portfolioAnswerCounts.built - built).toBe(0);
    expect(portfolioAnswerCounts.reused - reused).toBe(2);
  });

  it('refuses a signed-out session at once, however warm its answer', async () => {
    await read();
    await read();
    const out = await app.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: trader.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    const res = await app.t.app.inject({ method: 'GET', url: '/api/portfolio', headers: { cookie: trader.cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('shows a new quote (a tick) in the next read, and a new New York day at the same quotes', async () => {
    expect(await read()).toMatchObject({ totalValue: 100_000, dayChange: 0 });
    app.market.setPrice('AAPL', 161_00, 158_00);
    // Bought today at $160: the day change counts from the fill.
    expect(await read()).toMatchObject({ totalValue: 100_010, dayChange: 10 });
    app.market.setPrice('AAPL', 161_00, 157_00);
    expect(await read()).toMatchObject({ totalValue: 100_010, dayChange: 10 });
    // The next day at the same quotes: the shares are yesterday's, counted from the previous close ($157).
    app.t.clock.set('2026-11-19T15:00:00Z');
    expect(await read()).toMatchObject({ totalValue: 100_010, dayChange: 40 });
  });

  it('shows a trade in the next read', async () => {
    expect(await read()).toMatchObject({ totalTrades: 1, cashBalance: 98_400 });
    expect((await placeTrade(app.t.app, trader, { symbol: 'AAPL', action: 'sell', shares: 4 })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ totalTrades: 2, cashBalance: 99_040 });
  });

  it('shows a deposit in the next read', async () => {
    await fundBank(app.t.deps.db.db, trader.id, 1_000_00);
    expect(await read()).toMatchObject({ cashBalance: 98_400 });
    const res = await transfer(app.t.app, trader, { amount: '250', portfolioType: 'personal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ cashBalance: 98_650, totalValue: 100_250 });
  });

  it('shows an open order placed and cancelled in the next read (reserved cash)', async () => {
    expect(await read()).toMatchObject({ reservedCash: 0 });
    const placed = await postOrder(app.t.app, trader, {
      symbol: 'AAPL',
      side: 'buy',
      type: 'limit',
      limitPrice: '100.00',
      quantity: 2,
      timeInForce: 'gtc',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await read()).toMatchObject({ reservedCash: 200 });
    expect((await cancelOrderRequest(app.t.app, trader, placed.json().id)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ reservedCash: 0 });
  });

  it('shows a dividend paid by the corporate-actions job in the next read', async () => {
    app.market.setPrice('KO', 60_00, 60_00);
    expect((await placeTrade(app.t.app, trader, { symbol: 'KO', action: 'buy', shares: 10 })).statusCode).toBe(200);
    const source = createCorporateActionsSource({
      dividends: [{ symbol: 'KO', declaredDate: '2026-11-02', exDate: '2026-11-19', payDate: '2026-11-20', amount: 1 }],
    });
    const run = () =>
      runCorporateActions({ ...app.t.deps, portfolios: app.t.app.orders.portfolios }, source, app.t.clock.now());
    app.t.clock.set('2026-11-18T21:06:00Z');
    await run();
    app.t.clock.set('2026-11-20T14:31:00Z');
    expect(await read()).toMatchObject({ cashBalance: 97_800 });
    expect((await run()).dividendsPaid).toBe(1);
    expect(await read()).toMatchObject({ cashBalance: 97_810 });
  });
});
