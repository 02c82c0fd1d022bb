import { ErrorBodySchema, HOUSE_RULES_MESSAGES, LEAGUE_SETTINGS_MESSAGES } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { buildEducator } from '../educator/educator-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { leagueTrade, patchLeagueSettings, WEDNESDAY } from '../leagues/league-builders.ts';
import { orderJobs } from '../orders/order-helpers.ts';
import { expectLedgersBalance, getJson, type Trader } from '../trading/trading-builders.ts';
import { friendLeagueWithPlayer, leagueOrder, runningClassWithStudent, saveRules } from './house-rules-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 200_00, PENNY: 3_20, CHEAP: 2_00, TSLA: 250_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market, marketHours: createMarketHours('nyse') } });
});
afterEach(async () => {
  await expectLedgersBalance(t.deps.db.db);
  await t.close();
});

const errorOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  ...ErrorBodySchema.parse(res.json()),
});

describe('PATCH /api/leagues/:id/settings { rules }', () => {
  it("saves a friend league's rules, answers them on GET, and clears them with null", async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    const rules = {
      maxPositionPct: 25,
      maxTradesPerDay: 3,
      minPrice: 5,
      blockedSymbols: ['tsla'],
      allowedSymbols: [],
      // In the creator's time zone (UTC by default): 10:00 to 15:00 New York.
      tradingHours: { start: '15:00', end: '20:00' },
      commission: { perTradeCents: 100, percent: 0.1 },
      requireNote: true,
    };
    const saved = await saveRules(t.app, owner, leagueId, rules);
    expect(saved.rules).toEqual({ ...rules, blockedSymbols: ['TSLA'] });
    expect((await getJson(t.app, player, `/api/competitions/${leagueId}`)).rules).toEqual(saved.rules);
    expect((await getJson(t.app, player, '/api/competitions/1')).rules).toBeNull();
    const cleared = await saveRules(t.app, owner, leagueId, null);
    expect(cleared.rules).toBeNull();
    // Other settings leave the rules alone.
    await saveRules(t.app, owner, leagueId, { maxTradesPerDay: 2 });
    const other = await patchLeagueSettings(t.app, owner, leagueId, { shortSellingAllowed: false });
    expect(other.json().league.rules).toEqual({ maxTradesPerDay: 2 });
  });

  it("refuses a player, another teacher's class and bad values", async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    const asPlayer = await patchLeagueSettings(t.app, player, leagueId, { rules: { maxTradesPerDay: 1 } });
    expect(errorOf(asPlayer)).toMatchObject({ status: 403, code: 'LEAGUE_NOT_CREATOR' });
    const { teacher, leagueId: classId } = await runningClassWithStudent(t);
    const otherTeacher = await buildEducator(t.deps.db.db);
    const foreign = await patchLeagueSettings(t.app, otherTeacher, classId, { rules: { maxTradesPerDay: 1 } });
    expect(errorOf(foreign)).toEqual({
      status: 403,
      error: LEAGUE_SETTINGS_MESSAGES.notCreator,
      message: LEAGUE_SETTINGS_MESSAGES.notCreator,
      code: 'LEAGUE_NOT_CREATOR',
    });
    expect((await saveRules(t.app, teacher, classId, { maxPositionPct: 33 })).rules).toEqual({ maxPositionPct: 33 });
    for (const rules of [
      { maxPositionPct: 4 },
      { maxPositionPct: 101 },
      { maxTradesPerDay: 0 },
      { maxTradesPerDay: 1001 },
      { minPrice: -1 },
      { minPrice: 1.001 },
      { tradingHours: { start: '14:00', end: '10:00' } },
      { tradingHours: { start: '9:00', end: '10:00' } },
      { commission: { perTradeCents: -1, percent: 0 } },
      { commission: { perTradeCents: 0, percent: 50 } },
      { requireNote: 'yes' },
      { blockedSymbols: 'TSLA' },
    ]) {
      const res = await patchLeagueSettings(t.app, owner, leagueId, { rules });
      expect(errorOf(res), JSON.stringify(rules)).toMatchObject({ status: 400, code: 'REQUEST_INVALID' });
    }
    // 08:00–12:00 Chicago starts before the 9:30 New York open (08:30 Chicago).
    const early = await patchLeagueSettings(t.app, teacher, classId, {
      rules: { tradingHours: { start: '08:00', end: '12:00' } },
    });
    expect(errorOf(early)).toMatchObject({
      status: 400,
      code: 'REQUEST_INVALID',
      message: HOUSE_RULES_MESSAGES.tradingHoursOutsideMarket,
    });
    expect(
      (await saveRules(t.app, teacher, classId, { tradingHours: { start: '08:30', end: '15:00' } })).rules,
    ).toEqual({ tradingHours: { start: '08:30', end: '15:00' } });
  });
});

describe('house rules at placing', () => {
  it('caps one holding at maxPositionPct of the portfolio, but never a sale', async () => {
    const { teacher, student, leagueId } = await runningClassWithStudent(t);
    await saveRules(t.app, teacher, leagueId, { maxPositionPct: 25 });
    // $25,000 class: 70 × $100 = $7,000 = 28 %.
    const over = await leagueTrade(t.app, student, leagueId, { symbol: 'AAPL', action: 'buy', shares: 70 });
    expect(errorOf(over)).toEqual({
      status: 400,
      code: 'ORDER_RULE_POSITION_LIMIT',
      error: 'This class allows at most 25 % of your portfolio in one stock (AAPL would be 28 %).',
      message: 'This class allows at most 25 % of your portfolio in one stock (AAPL would be 28 %).',
    });
    const atCap = await leagueTrade(t.app, student, leagueId, { symbol: 'AAPL', action: 'buy', shares: 62 });
    expect(atCap.statusCode, atCap.body).toBe(200);
    // The price doubles: AAPL is now far over the cap; selling part of it is still allowed, buying more is not.
    market.setPrice('AAPL', 200_00);
    const more = await leagueOrder(t.app, student, leagueId, { symbol: 'AAPL', side: 'buy', quantity: 1 });
    expect(errorOf(more)).toMatchObject({ status: 400, code: 'ORDER_RULE_POSITION_LIMIT' });
    const sell = await leagueTrade(t.app, student, leagueId, { symbol: 'AAPL', action: 'sell', shares: 10 });
    expect(sell.statusCode, sell.body).toBe(200);
  });

  it('caps trades per New York trading day, sells included, and counts afresh the next day', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { maxTradesPerDay: 2 });
    for (const action of ['buy', 'sell'] as const) {
      const ok = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action, shares: 1 });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const third = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(errorOf(third)).toMatchObject({
      status: 400,
      code: 'ORDER_RULE_TRADES_PER_DAY',
      message: 'This league allows at most 2 trades a day (New York trading day).',
    });
    const limit = await leagueOrder(t.app, player, leagueId, {
      symbol: 'AAPL',
      side: 'buy',
      quantity: 1,
      type: 'limit',
      limitPrice: 90,
    });
    expect(errorOf(limit)).toMatchObject({ status: 400, code: 'ORDER_RULE_TRADES_PER_DAY' });
    t.clock.set('2026-11-19T15:00:00Z');
    const nextDay = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(nextDay.statusCode, nextDay.body).toBe(200);
  });

  it('counts open orders placed today toward the trade cap at placing, and lets each of them fill', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { maxTradesPerDay: 3 });
    const limit = { symbol: 'AAPL', side: 'buy', quantity: 1, type: 'limit', limitPrice: 90 };
    for (let i = 0; i < 3; i++) {
      const queued = await leagueOrder(t.app, player, leagueId, limit);
      expect(queued.statusCode, queued.body).toBe(201);
    }
    const fourth = await leagueOrder(t.app, player, leagueId, limit);
    expect(errorOf(fourth)).toMatchObject({
      status: 400,
      code: 'ORDER_RULE_TRADES_PER_DAY',
      message: 'This league allows at most 3 trades a day (New York trading day).',
    });
    const now = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(errorOf(now)).toMatchObject({ status: 400, code: 'ORDER_RULE_TRADES_PER_DAY' });
    // The three queued orders were counted once, at placing: they all fill when the price reaches them.
    market.setPrice('AAPL', 89_00);
    await orderJobs(t).match();
    const trades = await getJson(t.app, player, `/api/trades?competitionId=${leagueId}`);
    expect(trades.trades).toHaveLength(3);
  });

  it('refuses buying or shorting under minPrice, never selling or covering', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    const held = await leagueTrade(t.app, player, leagueId, { symbol: 'PENNY', action: 'buy', shares: 100 });
    expect(held.statusCode).toBe(200);
    const shorted = await leagueOrder(t.app, player, leagueId, { symbol: 'MSFT', side: 'short', quantity: 5 });
    expect(shorted.statusCode, shorted.body).toBe(201);
    await saveRules(t.app, owner, leagueId, { minPrice: 5 });
    const buy = await leagueTrade(t.app, player, leagueId, { symbol: 'PENNY', action: 'buy', shares: 1 });
    const message = 'This league does not allow buying or shorting stocks under $5.00 (PENNY is at $3.20).';
    expect(errorOf(buy)).toMatchObject({ status: 400, code: 'ORDER_RULE_MIN_PRICE', message });
    const short = await leagueOrder(t.app, player, leagueId, { symbol: 'CHEAP', side: 'short', quantity: 1 });
    expect(errorOf(short)).toMatchObject({ status: 400, code: 'ORDER_RULE_MIN_PRICE' });
    const sell = await leagueTrade(t.app, player, leagueId, { symbol: 'PENNY', action: 'sell', shares: 100 });
    expect(sell.statusCode, sell.body).toBe(200);
    market.setPrice('MSFT', 4_00);
    const cover = await leagueOrder(t.app, player, leagueId, { symbol: 'MSFT', side: 'cover', quantity: 5 });
    expect(cover.statusCode, cover.body).toBe(201);
  });

  it('refuses blocked symbols and any symbol off a non-empty allowed list, but lets holdings be sold', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await leagueTrade(t.app, player, leagueId, { symbol: 'TSLA', action: 'buy', shares: 2 });
    await saveRules(t.app, owner, leagueId, { blockedSymbols: ['TSLA'] });
    const blocked = await leagueTrade(t.app, player, leagueId, { symbol: 'TSLA', action: 'buy', shares: 1 });
    expect(errorOf(blocked)).toMatchObject({
      status: 400,
      code: 'ORDER_RULE_SYMBOL_NOT_ALLOWED',
      message: 'This league does not allow trading TSLA.',
    });
    await saveRules(t.app, owner, leagueId, { allowedSymbols: ['MSFT', 'AAPL'] });
    const off = await leagueOrder(t.app, player, leagueId, { symbol: 'PENNY', side: 'buy', quantity: 1 });
    expect(errorOf(off)).toMatchObject({
      status: 400,
      code: 'ORDER_RULE_SYMBOL_NOT_ALLOWED',
      message: 'This league only allows trading MSFT, AAPL.',
    });
    expect((await leagueTrade(t.app, player, leagueId, { symbol: 'MSFT', action: 'buy', shares: 1 })).statusCode).toBe(
      200,
    );
    expect((await leagueTrade(t.app, player, leagueId, { symbol: 'TSLA', action: 'sell', shares: 2 })).statusCode).toBe(
      200,
    );
  });

  it("keeps to the trading hours in the educator's time zone, for every side", async () => {
    const { teacher, student, leagueId } = await runningClassWithStudent(t);
    await saveRules(t.app, teacher, leagueId, { tradingHours: { start: '09:00', end: '10:00' } });
    expect((await leagueTrade(t.app, student, leagueId, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode).toBe(
      200,
    );
    t.clock.set('2026-11-18T16:00:00Z'); // 10:00 Chicago: the end is excluded
    const late = await leagueTrade(t.app, student, leagueId, { symbol: 'AAPL', action: 'sell', shares: 1 });
    expect(errorOf(late)).toMatchObject({
      status: 400,
      code: 'ORDER_RULE_OUTSIDE_TRADING_HOURS',
      message: 'This class trades only from 09:00 to 10:00 (America/Chicago time).',
    });
  });

  it('requires a note when the rule is on, and carries the note on the order and the trade', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { requireNote: true });
    for (const note of [undefined, '', '   ']) {
      const res = await leagueTrade(t.app, player, leagueId, {
        symbol: 'AAPL',
        action: 'buy',
        shares: 1,
        note,
      } as never);
      expect(errorOf(res)).toMatchObject({
        status: 400,
        code: 'ORDER_RULE_NOTE_REQUIRED',
        message: 'This league requires a note with every order: write why you are trading.',
      });
    }
    const note = 'Earnings beat; <b>not</b> HTML';
    const traded = await leagueTrade(t.app, player, leagueId, {
      symbol: 'AAPL',
      action: 'buy',
      shares: 1,
      note,
    } as never);
    expect(traded.statusCode, traded.body).toBe(200);
    expect(traded.json().trade.note).toBe(note);
    const order = await leagueOrder(t.app, player, leagueId, {
      symbol: 'AAPL',
      side: 'sell',
      quantity: 1,
      note: 'Take profit',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ status: 'filled', note: 'Take profit' });
    const tooLong = await leagueOrder(t.app, player, leagueId, {
      symbol: 'AAPL',
      side: 'buy',
      quantity: 1,
      note: 'x'.repeat(501),
    });
    expect(errorOf(tooLong)).toMatchObject({ status: 400, code: 'REQUEST_INVALID' });
  });

  it('leaves the personal portfolio and other leagues alone', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { blockedSymbols: ['AAPL'], requireNote: true });
    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/trade-action',
      headers: { cookie: player.cookie },
      payload: { symbol: 'AAPL', action: 'buy', shares: 1 },
    });
    expect(personal.statusCode, personal.body).toBe(200);
    const other = await friendLeagueWithPlayer(t);
    expect(
      (await leagueTrade(t.app, other.player, other.leagueId, { symbol: 'AAPL', action: 'buy', shares: 1 })).statusCode,
    ).toBe(200);
  });
});

describe('house rules at fill', () => {
  /** A buy limit of 5 AAPL at $95 with a note (AAPL is at $100): open until the price falls. */
  async function placeDipBuy(player: Trader, leagueId: number) {
    const placed = await leagueOrder(t.app, player, leagueId, {
      symbol: 'AAPL',
      side: 'buy',
      quantity: 5,
      type: 'limit',
      limitPrice: 95,
      note: 'Buy the dip',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed;
  }

  it('rejects an open order the rules refuse when it fills, with the rule message', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    const placed = await placeDipBuy(player, leagueId);
    await saveRules(t.app, owner, leagueId, { blockedSymbols: ['AAPL'] });
    market.setPrice('AAPL', 94_00);
    await orderJobs(t).match();
    const orders = await getJson(t.app, player, `/api/orders?status=all&competitionId=${leagueId}`);
    expect(orders.find((o: { id: number }) => o.id === placed.json().id)).toMatchObject({
      status: 'rejected',
      reason: 'This league does not allow trading AAPL.',
      note: 'Buy the dip',
    });
  });

  it('fills an open order the rules allow and carries its note onto the trade', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { requireNote: true });
    const placed = await placeDipBuy(player, leagueId);
    market.setPrice('AAPL', 94_00);
    await orderJobs(t).match();
    const trades = await t.deps.db.db
      .selectFrom('trades')
      .select(['note', 'symbol'])
      .where('user_id', '=', player.id)
      .execute();
    expect(trades).toEqual([{ note: 'Buy the dip', symbol: 'AAPL' }]);
  });
});

describe('commission', () => {
  it('charges perTradeCents + percent on every fill into the ledger and shows it on the trade', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { commission: { perTradeCents: 500, percent: 0.1 } });
    const buy = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(buy.statusCode, buy.body).toBe(200);
    // $1,000 × 0.1 % = $1.00, + $5.00.
    expect(buy.json().trade).toMatchObject({
      total: 1000,
      commission: 6,
      cashAfter: 100_000 - 1000 - 6,
      realizedProfitLoss: -6,
    });
    const sell = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'sell', shares: 10 });
    expect(sell.json().trade).toMatchObject({ commission: 6, cashAfter: 100_000 - 12, realizedProfitLoss: -6 });
    const portfolio = await getJson(t.app, player, `/api/leagues/${leagueId}/portfolio`);
    expect(portfolio.cashBalance).toBe(99_988);
    const rows = await t.deps.db.db
      .selectFrom('trades')
      .select('commission_cents')
      .where('user_id', '=', player.id)
      .execute();
    expect(rows.map((r) => Number(r.commission_cents))).toEqual([600, 600]);
  });

  it('refuses a buy the commission leaves short of cash', async () => {
    const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
    await saveRules(t.app, owner, leagueId, { commission: { perTradeCents: 10_000, percent: 0 } });
    const res = await leagueTrade(t.app, player, leagueId, { symbol: 'AAPL', action: 'buy', shares: 1000 });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'ORDER_INSUFFICIENT_CASH' });
  });
});
