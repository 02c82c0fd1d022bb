import { OrderHistoryPageSchema } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClass, CLASS_RUNNING, classTrade } from '../educator/class-builders.ts';
import { buildEducator } from '../educator/educator-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';
import { cancelOrderRequest, ordersSuite } from './order-helpers.ts';

describe('the order history (GET /api/orders/history)', () => {
  const { s, place, errorOf } = ordersSuite((market) => {
    market.setPrice('AAPL', 160_00, 158_00);
    market.setPrice('MSFT', 400_00, 400_00);
  });
  const history = async (query = '', who: Trader = s.trader) =>
    OrderHistoryPageSchema.parse(await getJson(s.t.app, who, `/api/orders/history${query}`));

  /** A market buy through the trade form, a market sell through the orders route, one cancel, one rejection, one expiry. */
  async function playADay() {
    const bought = await placeTrade(s.t.app, s.trader, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(bought.statusCode, bought.body).toBe(200);
    s.t.clock.advance(60_000);
    const cancelled = await place({ symbol: 'MSFT', side: 'buy', quantity: 2, type: 'limit', limitPrice: 300 });
    s.t.clock.advance(60_000);
    expect((await cancelOrderRequest(s.t.app, s.trader, cancelled.id)).statusCode).toBe(200);
    s.t.clock.advance(60_000);
    s.market.setPrice('AAPL', 170_00);
    const sold = await place({ symbol: 'AAPL', side: 'sell', quantity: 4 });
    s.t.clock.advance(60_000);
    const refused = await errorOf({ symbol: 'MSFT', side: 'buy', quantity: 1_000 });
    expect(refused.status).toBe(400);
    s.t.clock.advance(60_000);
    const expiring = await place({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'limit', limitPrice: 350 });
    s.t.clock.set('2026-11-18T21:00:00Z'); // Wednesday's close: the day order ends unfilled
    expect(await s.jobs.expire()).toContain(expiring.id);
    return { cancelled, sold, expiring, refusedMessage: refused.message };
  }

  it('lists fills, the cancel, the rejection with its reason and the expiry, newest first, with realized gain on the sale', async () => {
    const { cancelled, sold, expiring, refusedMessage } = await playADay();
    const page = await history();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.entries.map((e) => [e.symbol, e.side, e.status])).toEqual([
      ['MSFT', 'buy', 'expired'],
      ['MSFT', 'buy', 'rejected'],
      ['AAPL', 'sell', 'filled'],
      ['MSFT', 'buy', 'cancelled'],
      ['AAPL', 'buy', 'filled'],
    ]);
    const [expired, rejected, sale, cancel, buy] = page.entries;
    expect(expired).toMatchObject({ orderId: expiring.id, type: 'limit', limitPrice: 350, price: null });
    expect(expired!.at).toBe('2026-11-18T21:00:00.000Z');
    expect(rejected).toMatchObject({ type: 'market', reason: refusedMessage, realizedGain: null });
    expect(rejected!.reason).toBeTruthy();
    expect(cancel).toMatchObject({ orderId: cancelled.id, price: null, realizedGain: null });
    // The buy went through the trade form: no order row, a filled market order all the same, and no gain on a buy.
    expect(buy).toMatchObject({ orderId: null, type: 'market', quantity: 10, price: 160, realizedGain: null });
    expect(buy!.tradeId).toEqual(expect.any(Number));
    // The sale realized (170 − 160) × 4 = $40, the number the trades table keeps.
    const trade = await s.t.deps.db.db
      .selectFrom('trades')
      .select('realized_pnl_cents')
      .where('id', '=', sale!.tradeId!)
      .executeTakeFirstOrThrow();
    expect(Number(trade.realized_pnl_cents)).toBe(40_00);
    expect(sale).toMatchObject({ orderId: sold.id, price: 170, quantity: 4, realizedGain: 40 });
  });

  it('filters by status and symbol, pages, and keeps each player and each portfolio apart', async () => {
    await playADay();
    expect((await history('?status=filled')).entries.map((e) => e.side)).toEqual(['sell', 'buy']);
    expect((await history('?status=cancelled')).total).toBe(1);
    expect((await history('?status=expired')).entries.map((e) => e.symbol)).toEqual(['MSFT']);
    expect((await history('?status=rejected')).total).toBe(1);
    const aapl = await history('?symbol=aapl');
    expect(aapl.entries.map((e) => e.status)).toEqual(['filled', 'filled']);
    expect((await history('?symbol=MSFT&status=filled')).total).toBe(0);

    const first = await history('?pageSize=2');
    const second = await history('?pageSize=2&page=2');
    const third = await history('?pageSize=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([first.entries.length, second.entries.length, third.entries.length]).toEqual([2, 2, 1]);
    const all = (await history()).entries;
    expect([...first.entries, ...second.entries, ...third.entries]).toEqual(all);
    expect((await history('?page=4&pageSize=2')).entries).toEqual([]);

    // Another player sees none of it; the weekly championship's history is its own (empty).
    const other = await buildTrader(s.t.deps.db.db, { now: s.t.clock.now() });
    expect(await history('', other)).toMatchObject({ total: 0, entries: [] });
    expect((await history('?competitionId=1')).total).toBe(0);
  });

  it('answers 400 with the error body for an unknown status, a page below 1 or a bad symbol; 401 signed out', async () => {
    for (const query of ['?status=open', '?status=everything', '?page=0', '?pageSize=101', '?symbol=%24%24']) {
      const res = await s.t.app.inject({
        method: 'GET',
        url: `/api/orders/history${query}`,
        headers: { cookie: s.trader.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/api/orders/history' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("an educator reads a student's history in the class", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers the student's class history as the student reads it; 404 for another class or a stranger; 403 for a player", async () => {
    const c = await buildClass(t, ['Ada', 'Zed']);
    const [ada, zed] = c.students as [Trader, Trader];
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 10);
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 3, 'sell');
    const url = (userId: number, leagueId = c.leagueId) =>
      `/api/educator/leagues/${leagueId}/students/${userId}/orders`;

    const seen = await get(t.app, c.teacher, url(ada.id));
    expect(seen.statusCode, seen.body).toBe(200);
    const own = await getJson(t.app, ada, `/api/orders/history?competitionId=${c.leagueId}`);
    expect(seen.json()).toEqual(own);
    expect(own.entries.map((e: { side: string }) => e.side)).toEqual(['sell', 'buy']);
    expect(own.entries[0].realizedGain).toBe(0);
    expect((await get(t.app, c.teacher, `${url(ada.id)}?status=filled&symbol=AAPL&pageSize=1`)).json()).toMatchObject({
      total: 2,
      entries: [{ side: 'sell' }],
    });
    expect((await get(t.app, c.teacher, url(zed.id))).json()).toMatchObject({ total: 0 });

    // Ada's personal trades are not part of the class history.
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(200);
    expect((await get(t.app, c.teacher, url(ada.id))).json().total).toBe(2);

    const stranger = await buildTrader(t.deps.db.db);
    const notInClass = await get(t.app, c.teacher, url(stranger.id));
    expect(notInClass.statusCode).toBe(404);
    expect(notInClass.json()).toMatchObject({ code: 'EDUCATOR_STUDENT_NOT_FOUND', message: expect.any(String) });

    const otherTeacher = await buildEducator(t.deps.db.db);
    const otherClass = await get(t.app, otherTeacher, url(ada.id));
    expect(otherClass.statusCode).toBe(404);
    expect(otherClass.json().code).toBe('EDUCATOR_LEAGUE_NOT_FOUND');

    const player = await get(t.app, zed, url(ada.id));
    expect(player.statusCode).toBe(403);
    expect(player.json().code).toBe('EDUCATOR_REQUIRED');
    expect((await get(t.app, c.teacher, `${url(ada.id)}?status=open`)).statusCode).toBe(400);
  });
});
