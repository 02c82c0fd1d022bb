import { describe, expect, it } from 'vitest';
import { signInAgain } from '../billing/billing-builders.ts';
import { joinChampionship } from '../competitions/competition-builders.ts';
import { buildTrader, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';
import { cancelOrderRequest, ordersSuite, postOrder } from './order-helpers.ts';

describe('limit, stop and queued orders (POST/GET/DELETE /api/orders)', () => {
  const { s, place, errorOf } = ordersSuite((market) => {
    market.setPrice('AAPL', 160_00, 158_00);
    market.setPrice('MSFT', 400_00, 400_00);
  });
  const openOrders = async (who: Trader = s.trader) => getJson(s.t.app, who, '/api/orders?status=open');

  it('places a buy limit below the price: open, its cash reserved, listed newest first', async () => {
    const first = await place({ symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150 });
    expect(first).toMatchObject({
      symbol: 'AAPL',
      side: 'buy',
      quantity: 10,
      type: 'limit',
      limitPrice: 150,
      stopPrice: null,
      timeInForce: 'day',
      status: 'open',
      reason: null,
      reservedCash: 1_500,
      reservedShares: null,
      createdAt: '2026-11-18T15:00:00.000Z',
      activeFrom: '2026-11-18T15:00:00.000Z',
      expiresAt: '2026-11-18T21:00:00.000Z',
      filledAt: null,
      fillPrice: null,
      competitionId: null,
    });
    const second = await place({
      symbol: 'msft',
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPrice: '390.5',
      timeInForce: 'gtc',
    });
    expect(second).toMatchObject({ symbol: 'MSFT', limitPrice: 390.5, timeInForce: 'gtc', reservedCash: 390.5 });
    expect(second.expiresAt).toBe('2027-02-16T15:00:00.000Z'); // 90 × 24 h later
    expect((await openOrders()).map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    // Nothing was bought: the cash is still all there, only held back.
    expect((await getJson(s.t.app, s.trader, '/api/portfolio')).cashBalance).toBe(100_000);
  });

  it('answers clear 4xx errors for wrong terms, a cover without a short and unknown symbols', async () => {
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'limit' })).toMatchObject({
      status: 400,
      code: 'ORDER_INVALID_TERMS',
      message: 'A limit price is required for limit and stop-limit orders.',
    });
    expect(
      await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'limit', limitPrice: 1, stopPrice: 2 }),
    ).toMatchObject({
      status: 400,
      code: 'ORDER_INVALID_TERMS',
      message: 'Only stop and stop-limit orders take a stop price.',
    });
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'stop', stopPrice: '1.234' })).toMatchObject(
      {
        status: 400,
        code: 'ORDER_INVALID_TERMS',
        message: 'The stop price must be more than $0.00 and at most $1,000,000.00 a share.',
      },
    );
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'limit', limitPrice: 0 })).toMatchObject({
      code: 'ORDER_INVALID_TERMS',
    });
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'trailing' })).toMatchObject({
      status: 400,
      code: 'ORDER_INVALID_TERMS',
    });
    expect(
      await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'limit', limitPrice: 1, timeInForce: 'ioc' }),
    ).toMatchObject({ status: 400, code: 'ORDER_INVALID_TERMS' });
    expect(await errorOf({ symbol: 'AAPL', side: 'hold', quantity: 1 })).toMatchObject({ code: 'ORDER_INVALID_TERMS' });
    // Short selling (docs/product/trading.md#short-selling-and-margin) has its own tests (short-selling.test.ts): covering needs a short position.
    expect(await errorOf({ symbol: 'AAPL', side: 'cover', quantity: 1, type: 'limit', limitPrice: 100 })).toMatchObject(
      {
        status: 400,
        code: 'ORDER_INSUFFICIENT_SHARES',
        message:
          'Insufficient short position: you have 0 shares of AAPL sold short not already in open orders and tried to cover 1 share',
      },
    );
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 0, type: 'limit', limitPrice: 1 })).toMatchObject({
      status: 400,
      code: 'ORDER_INVALID_QUANTITY',
    });
    expect(await errorOf({ symbol: 'NOPE', side: 'buy', quantity: 1, type: 'limit', limitPrice: 1 })).toMatchObject({
      status: 404,
      code: 'ORDER_UNKNOWN_SYMBOL',
    });
    expect(
      await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1_000, type: 'limit', limitPrice: 150 }),
    ).toMatchObject({ status: 400, code: 'ORDER_INSUFFICIENT_CASH' });
    expect(await errorOf({ symbol: 'AAPL', side: 'sell', quantity: 1, type: 'limit', limitPrice: 170 })).toMatchObject({
      status: 400,
      code: 'ORDER_INSUFFICIENT_SHARES',
    });
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    expect(await openOrders()).toEqual([]);
  });

  it('binds the engine: a market order cannot spend cash or shares that open orders reserved', async () => {
    await place({ symbol: 'AAPL', side: 'buy', quantity: 600, type: 'limit', limitPrice: 150 }); // $90,000 held
    const tooMuch = await placeTrade(s.t.app, s.trader, { symbol: 'MSFT', action: 'buy', shares: 26 }); // $10,400
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'ORDER_INSUFFICIENT_CASH',
      message: 'Insufficient cash balance: this order costs $10,400.00 but you have $10,000.00 available',
    });
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'MSFT', action: 'buy', shares: 25 })).statusCode).toBe(200);
    // Another limit order cannot reserve what is left either.
    expect(await errorOf({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'limit', limitPrice: 1 })).toMatchObject({
      code: 'ORDER_INSUFFICIENT_CASH',
    });
    // Shares promised to a sell order cannot be sold by a market order.
    await place({ symbol: 'MSFT', side: 'sell', quantity: 20, type: 'limit', limitPrice: 500 });
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'MSFT', action: 'sell', shares: 6 })).json()).toMatchObject({
      code: 'ORDER_INSUFFICIENT_SHARES',
    });
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'MSFT', action: 'sell', shares: 5 })).statusCode).toBe(200);
  });

  it('fills a buy limit when the price reaches it, at the better price, like a market order everywhere', async () => {
    const order = await place({ symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150 });
    s.market.setPrice('AAPL', 155_00);
    await s.jobs.match();
    expect((await openOrders()).map((o: { id: number }) => o.id)).toEqual([order.id]);
    s.t.clock.advance(60_000);
    s.market.setPrice('AAPL', 149_00);
    await s.jobs.match();
    expect(await openOrders()).toEqual([]);
    const [filled] = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(filled).toMatchObject({
      id: order.id,
      status: 'filled',
      fillPrice: 149,
      filledAt: '2026-11-18T15:01:00.000Z',
      reservedCash: null,
    });
    const trades = await getJson(s.t.app, s.trader, '/api/trades');
    expect(trades.trades[0]).toMatchObject({ symbol: 'AAPL', action: 'buy', shares: 10, price: 149, total: 1_490 });
    const portfolio = await getJson(s.t.app, s.trader, '/api/portfolio');
    expect(portfolio).toMatchObject({ cashBalance: 98_510, totalTrades: 1 });
    expect(portfolio.positions[0]).toMatchObject({ symbol: 'AAPL', quantity: 10, averagePrice: 149 });
    const achievements = await getJson(s.t.app, s.trader, '/api/user/achievements');
    expect(JSON.stringify(achievements)).toContain('First Trade');
    s.market.setPrice('AAPL', 159_00);
    s.t.clock.advance(10_000);
    const board = await getJson(s.t.app, s.trader, '/api/leaderboard');
    expect(board.find((r: { isCurrentUser: boolean }) => r.isCurrentUser)).toMatchObject({ profitLoss: 100 });
  });

  it('fills an immediately marketable limit at once, at the current price', async () => {
    const order = await place({ symbol: 'AAPL', side: 'buy', quantity: 2, type: 'limit', limitPrice: 200 });
    expect(order).toMatchObject({ status: 'filled', fillPrice: 160, reservedCash: null });
    expect((await getJson(s.t.app, s.trader, '/api/portfolio')).cashBalance).toBe(99_680);
  });

  it('triggers stops when the price crosses them; a stop-limit becomes its limit', async () => {
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'AAPL', action: 'buy', shares: 10 })).statusCode).toBe(200);
    const stopLoss = await place({ symbol: 'AAPL', side: 'sell', quantity: 10, type: 'stop', stopPrice: 140 });
    expect(stopLoss).toMatchObject({ status: 'open', reservedShares: 10, reservedCash: null });
    const breakout = await place({
      symbol: 'MSFT',
      side: 'buy',
      quantity: 1,
      type: 'stop_limit',
      stopPrice: 410,
      limitPrice: 412,
    });
    s.market.setPrice('AAPL', 141_00);
    s.market.setPrice('MSFT', 415_00);
    await s.jobs.match();
    const open = await openOrders();
    expect(open.find((o: { id: number }) => o.id === breakout.id)).toMatchObject({ type: 'limit', status: 'open' });
    expect(open.find((o: { id: number }) => o.id === stopLoss.id)).toMatchObject({ status: 'open' });
    s.market.setPrice('AAPL', 139_00);
    s.market.setPrice('MSFT', 411_00);
    await s.jobs.match();
    expect(await openOrders()).toEqual([]);
    const all = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(all.find((o: { id: number }) => o.id === stopLoss.id)).toMatchObject({ status: 'filled', fillPrice: 139 });
    expect(all.find((o: { id: number }) => o.id === breakout.id)).toMatchObject({ status: 'filled', fillPrice: 411 });
    const portfolio = await getJson(s.t.app, s.trader, '/api/portfolio');
    expect(portfolio.positions.map((p: { symbol: string }) => p.symbol)).toEqual(['MSFT']);
  });

  it('queues orders placed while the market is closed for the open, and fills a gap at the open price', async () => {
    s.t.clock.set('2026-11-18T22:00:00Z'); // Wednesday, after the close
    const queued = await place({ symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150 });
    // Marketable at the stale close, but it is not filled there: it waits for the open.
    const marketable = await place({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'limit', limitPrice: 450 });
    for (const o of [queued, marketable])
      expect(o).toMatchObject({
        status: 'open',
        activeFrom: '2026-11-19T14:30:00.000Z',
        expiresAt: '2026-11-19T21:00:00.000Z', // a day order trades the whole next session
      });
    s.market.setPrice('AAPL', 140_00);
    await s.jobs.match();
    expect(await openOrders()).toHaveLength(2);
    s.t.clock.set('2026-11-19T14:30:05Z'); // Thursday's open: AAPL gapped down through the limit
    s.market.setPrice('MSFT', 405_00);
    await s.jobs.match();
    const all = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(all.find((o: { id: number }) => o.id === queued.id)).toMatchObject({ status: 'filled', fillPrice: 140 });
    expect(all.find((o: { id: number }) => o.id === marketable.id)).toMatchObject({ status: 'filled', fillPrice: 405 });
  });

  it('queues a market order placed while closed: reserved at the quote + 5 %, filled at the open as a market order', async () => {
    s.t.clock.set('2026-11-18T22:00:00Z'); // Wednesday, after the close
    const tradeAction = await placeTrade(s.t.app, s.trader, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(tradeAction.statusCode).toBe(400); // POST /api/trade-action keeps its market-hours refusal (ADR 020)
    expect(tradeAction.json()).toMatchObject({ code: 'ORDER_MARKET_CLOSED' });
    const buy = await place({ symbol: 'AAPL', side: 'buy', quantity: 10, type: 'market' });
    expect(buy).toMatchObject({
      type: 'market',
      status: 'open',
      reason: 'Market closed: your order will fill at the next open',
      reservedCash: 1_680, // 10 × ($160 + 5 %)
      activeFrom: '2026-11-19T14:30:00.000Z',
      expiresAt: '2026-11-19T21:00:00.000Z', // a day order: Thursday's session
      fillPrice: null,
    });
    const gtc = await place({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'market', timeInForce: 'gtc' });
    expect(gtc).toMatchObject({ status: 'open', reservedCash: 420, expiresAt: '2027-02-16T22:00:00.000Z' });
    expect((await getJson(s.t.app, s.trader, '/api/portfolio')).buyingPower).toBe(100_000 - 1_680 - 420);
    // The reservation binds the rest as for any open order.
    expect(await errorOf({ symbol: 'MSFT', side: 'buy', quantity: 243, type: 'market' })).toMatchObject({
      status: 400,
      code: 'ORDER_INSUFFICIENT_CASH',
    });
    await s.jobs.match(); // still closed: nothing fills at the stale close
    expect(await openOrders()).toHaveLength(2);
    s.t.clock.set('2026-11-19T14:30:05Z'); // Thursday's open
    s.market.setPrice('AAPL', 163_00);
    s.market.setPrice('MSFT', 390_00);
    await s.jobs.match();
    expect(await openOrders()).toEqual([]);
    const all = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(all.find((o: { id: number }) => o.id === buy.id)).toMatchObject({
      status: 'filled',
      fillPrice: 163,
      reason: null,
      reservedCash: null,
      filledAt: '2026-11-19T14:30:05.000Z',
    });
    expect(all.find((o: { id: number }) => o.id === gtc.id)).toMatchObject({ status: 'filled', fillPrice: 390 });
    expect(await getJson(s.t.app, s.trader, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 - 1_630 - 390 });
  });

  it('rejects a queued market order at the open when a gap makes it cost more than the cash left', async () => {
    s.t.clock.set('2026-11-18T22:00:00Z');
    const big = await place({ symbol: 'AAPL', side: 'buy', quantity: 595, type: 'market' }); // $99,960 held
    expect(big).toMatchObject({ status: 'open', reservedCash: 99_960 });
    s.t.clock.set('2026-11-19T14:30:05Z');
    s.market.setPrice('AAPL', 180_00); // $107,100 at the open: beyond the reservation and the free cash
    await s.jobs.match();
    const [rejected] = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(rejected).toMatchObject({ id: big.id, status: 'rejected', reservedCash: null });
    expect(rejected.reason).toMatch(/Insufficient/);
    expect((await getJson(s.t.app, s.trader, '/api/portfolio')).cashBalance).toBe(100_000);
  });

  it('expires day orders at the close of an early-close session, and GTC orders after 90 days', async () => {
    s.t.clock.set('2026-11-27T15:00:00Z'); // the Friday after Thanksgiving: closes at 13:00 New York
    const day = await place({ symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150 });
    expect(day.expiresAt).toBe('2026-11-27T18:00:00.000Z');
    const gtc = await place({
      symbol: 'AAPL',
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPrice: 100,
      timeInForce: 'gtc',
    });
    // (Other tests' orders share the database: only this trader's are looked at.)
    const mine = async () => (await s.jobs.expire()).filter((id) => id === day.id || id === gtc.id);
    s.t.clock.set('2026-11-27T17:59:59Z');
    expect(await mine()).toEqual([]);
    s.t.clock.set('2026-11-27T18:00:00Z');
    expect(await mine()).toEqual([day.id]);
    expect(await openOrders()).toMatchObject([{ id: gtc.id }]);
    s.t.clock.set('2027-02-25T15:00:00Z');
    expect(await mine()).toEqual([gtc.id]);
    // (The session from November has expired by now: sign in again.)
    s.trader = { ...s.trader, ...(await signInAgain(s.t.deps, s.trader.id)) };
    const all = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(all).toMatchObject([
      { id: gtc.id, status: 'expired', reason: "Good 'til cancelled order expired after 90 days", reservedCash: null },
      { id: day.id, status: 'expired', reason: 'Day order expired at the close' },
    ]);
    // Their cash is free again.
    s.t.clock.set('2027-02-25T16:00:00Z');
    s.market.setPrice('MSFT', 1_000_00);
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'MSFT', action: 'buy', shares: 100 })).statusCode).toBe(200);
  });

  it('cancels the caller’s open order (releasing its reservation); others are 404, closed ones 409', async () => {
    const order = await place({ symbol: 'AAPL', side: 'buy', quantity: 600, type: 'limit', limitPrice: 150 });
    const stranger = await buildTrader(s.t.deps.db.db);
    const theirs = await cancelOrderRequest(s.t.app, stranger, order.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(await openOrders(stranger)).toEqual([]);
    expect((await cancelOrderRequest(s.t.app, s.trader, 999_999_999)).statusCode).toBe(404);
    expect((await cancelOrderRequest(s.t.app, s.trader, 'abc')).statusCode).toBe(400);
    const res = await cancelOrderRequest(s.t.app, s.trader, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'cancelled', reservedCash: null });
    const again = await cancelOrderRequest(s.t.app, s.trader, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_OPEN' });
    expect((await placeTrade(s.t.app, s.trader, { symbol: 'AAPL', action: 'buy', shares: 600 })).statusCode).toBe(200);
    // A cancelled order is not matched.
    s.market.setPrice('AAPL', 100_00);
    expect((await s.jobs.match()).results).toEqual([]);
  });

  it('trades a championship portfolio apart from the personal one, and a closed season rejects the fill', async () => {
    expect((await joinChampionship(s.t.app, s.trader, 1)).statusCode).toBe(200);
    const order = await place({
      symbol: 'AAPL',
      side: 'buy',
      quantity: 10,
      type: 'limit',
      limitPrice: 150,
      portfolioType: 'weekly',
    });
    expect(order).toMatchObject({ competitionId: 1, status: 'open', reservedCash: 1_500 });
    expect(await openOrders()).toEqual([]); // the personal portfolio's orders
    expect(await getJson(s.t.app, s.trader, '/api/orders?competitionId=1')).toMatchObject([{ id: order.id }]);
    const tooBig = await postOrder(s.t.app, s.trader, {
      symbol: 'AAPL',
      side: 'buy',
      quantity: 10_000,
      type: 'limit',
      limitPrice: 1,
      competitionId: 1,
    });
    expect(tooBig.json()).toMatchObject({ code: 'ORDER_INVALID_QUANTITY' });
    s.market.setPrice('AAPL', 148_00);
    await s.jobs.match();
    expect(await getJson(s.t.app, s.trader, '/api/competition/1/portfolio')).toMatchObject({
      cashBalance: 98_520,
      totalTrades: 1,
    });
    expect((await getJson(s.t.app, s.trader, '/api/portfolio')).cashBalance).toBe(100_000);
    // An order still open when its season ends is refused at its fill, with the engine's message.
    s.market.setPrice('AAPL', 160_00);
    const late = await place({
      symbol: 'AAPL',
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPrice: 150,
      competitionId: 1,
      timeInForce: 'gtc',
    });
    s.t.clock.set('2026-11-23T15:00:00Z'); // Monday: a new weekly season
    s.market.setPrice('AAPL', 140_00);
    await s.jobs.match();
    const [rejected] = await getJson(s.t.app, s.trader, '/api/orders?status=all&competitionId=1');
    expect(rejected).toMatchObject({ id: late.id, status: 'rejected', reservedCash: null });
    expect(rejected.reason).toMatch(/season/i);
  });

  it('places a market order through the engine at once, and records a refused one as rejected', async () => {
    const filled = await place({ symbol: 'AAPL', side: 'buy', quantity: 3, type: 'market' });
    expect(filled).toMatchObject({ type: 'market', status: 'filled', fillPrice: 160, quantity: 3 });
    const refused = await postOrder(s.t.app, s.trader, { symbol: 'AAPL', side: 'sell', quantity: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ORDER_INSUFFICIENT_SHARES' });
    const [rejected] = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    expect(rejected).toMatchObject({ type: 'market', side: 'sell', status: 'rejected' });
    expect(rejected.reason).toContain('Insufficient shares');
  });
});
