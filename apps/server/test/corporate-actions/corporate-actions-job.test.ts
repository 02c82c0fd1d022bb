import { OrderSchema, PortfolioSummarySchema, portfolioChannel, TradesPageSchema } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCorporateActions, scheduleCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { ordersApp, postOrder } from '../orders/order-helpers.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';

// Wednesday 18 November 2026, 10:00 New York; the close is 21:00Z. AAPL goes ex-dividend on Thursday 19th, paid on
// Tuesday 24th; MSFT splits 3-for-2 at Friday 20th's open (14:30Z).
const WEDNESDAY = '2026-11-18T15:00:00Z';
const AAPL_DIVIDEND = {
  symbol: 'AAPL',
  declaredDate: '2026-11-02',
  exDate: '2026-11-19',
  payDate: '2026-11-24',
  amount: 0.51,
};
const SPLIT = { symbol: 'MSFT', date: '2026-11-20', from: 2, to: 3 };

/**
 * The corporate-actions job (docs/decisions/029-corporate-actions-accounting.md) against a calendar built in the test,
 * through the real routes for the trades, on SQLite and PostgreSQL (TEST_DB).
 */
describe('corporate actions in portfolios', () => {
  const app = ordersApp();
  const source = createCorporateActionsSource({ dividends: [AAPL_DIVIDEND], splits: [SPLIT] });
  const run = () =>
    runCorporateActions({ ...app.t.deps, portfolios: app.t.app.orders.portfolios }, source, app.t.clock.now());
  const notices: { userId: number; notice: string | undefined }[] = [];
  const unsubscribes: (() => Promise<void>)[] = [];

  beforeEach(() => {
    app.t.clock.set(WEDNESDAY);
    app.market.setPrice('AAPL', 160_00, 160_00);
    app.market.setPrice('MSFT', 300_00, 300_00);
    notices.length = 0;
  });
  afterEach(async () => {
    for (const u of unsubscribes.splice(0)) await u();
    await expectLedgersBalance(app.t.deps.db.db);
  });

  const trader = async () => {
    const who = await buildTrader(app.t.deps.db.db, { now: app.t.clock.now() });
    unsubscribes.push(
      await app.t.deps.pubsub.subscribe(portfolioChannel(who.id), (m) =>
        notices.push({ userId: who.id, notice: (m as { notice?: string }).notice }),
      ),
    );
    return who;
  };
  const trade = async (who: Trader, action: string, symbol: string, shares: number) => {
    const res = await placeTrade(app.t.app, who, { symbol, action, shares });
    expect(res.statusCode, res.body).toBe(200);
  };
  const cashOf = async (who: Trader) =>
    PortfolioSummarySchema.parse(await getJson(app.t.app, who, '/api/portfolio')).cashBalance;
  const entriesOf = (who: Trader) =>
    app.t.deps.db.db
      .selectFrom('corporate_action_entries')
      .selectAll()
      .where('user_id', '=', who.id)
      .orderBy('id')
      .execute();

  it('pays the holders at the close before the ex-date on the pay date, charges a short, once', async () => {
    const holder = await trader();
    const shorter = await trader();
    await trade(holder, 'buy', 'AAPL', 100);
    const short = await postOrder(app.t.app, shorter, { symbol: 'AAPL', side: 'short', type: 'market', quantity: 40 });
    expect(short.statusCode, short.body).toBe(201);
    expect(OrderSchema.parse(short.json()).status).toBe('filled');

    app.t.clock.set('2026-11-18T20:59:00Z');
    expect((await run()).entitlements).toBe(0);
    app.t.clock.set('2026-11-18T21:06:00Z');
    expect((await run()).entitlements).toBe(2);
    expect((await run()).entitlements, 'a second round').toBe(0);

    // The ex-date: the holder sells (still owed), a buyer comes in (not owed).
    app.t.clock.set('2026-11-19T15:00:00Z');
    const late = await trader();
    await trade(holder, 'sell', 'AAPL', 100);
    await trade(late, 'buy', 'AAPL', 10);
    const cashBefore = { holder: await cashOf(holder), shorter: await cashOf(shorter), late: await cashOf(late) };

    app.t.clock.set('2026-11-24T14:29:00Z');
    expect((await run()).dividendsPaid, 'before the pay date’s open').toBe(0);
    app.t.clock.set('2026-11-24T14:31:00Z');
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.dividendsPaid + b.dividendsPaid, 'two rounds at once pay once').toBe(2);
    expect((await run()).dividendsPaid).toBe(0);

    expect(await cashOf(holder)).toBeCloseTo(cashBefore.holder + 51, 2);
    expect(await cashOf(shorter)).toBeCloseTo(cashBefore.shorter - 20.4, 2);
    expect(await cashOf(late)).toBe(cashBefore.late);
    const paid = (await entriesOf(holder)).filter((e) => e.kind === 'dividend');
    expect(paid.map((e) => [e.symbol, Number(e.quantity), Number(e.cash_cents)])).toEqual([['AAPL', 100, 51_00]]);
    expect(notices).toContainEqual({ userId: holder.id, notice: 'Dividend: 100 AAPL × $0.51' });
    // The trade history shows it, with the cash it left.
    const history = TradesPageSchema.parse(await getJson(app.t.app, holder, '/api/trades'));
    expect(history.corporateActions).toEqual([
      expect.objectContaining({ kind: 'dividend', symbol: 'AAPL', text: 'Dividend: 100 AAPL × $0.51', cash: 51 }),
    ]);
    expect(history.corporateActions![0]!.cashAfter).toBeCloseTo(await cashOf(holder), 2);
    expect(notices).toContainEqual({ userId: shorter.id, notice: 'Dividend charged on short: 40 AAPL × $0.51' });
    expect(notices.filter((n) => n.userId === late.id && n.notice !== undefined)).toEqual([]);
  });

  it('runs as a job on one instance at a time: two instances started at once pay a holder once', async () => {
    const holder = await trader();
    app.market.setPrice('KO', 60_00, 60_00);
    await trade(holder, 'buy', 'KO', 10);
    const dividend = { ...AAPL_DIVIDEND, symbol: 'KO', payDate: '2026-11-19', amount: 0.25 };
    const calendar = createCorporateActionsSource({ dividends: [dividend] });
    app.t.clock.set('2026-11-18T21:06:00Z');
    await runCorporateActions({ ...app.t.deps, portfolios: app.t.app.orders.portfolios }, calendar, app.t.clock.now());
    app.t.clock.set('2026-11-19T14:31:00Z');
    const logged: string[] = [];
    const log = {
      info: (_: object, msg: string) => logged.push(msg),
      error: (_: object, msg: string) => logged.push(msg),
    };
    const deps = { ...app.t.deps, portfolios: app.t.app.orders.portfolios };
    const stops = [
      scheduleCorporateActions(deps, calendar, log, { checkEveryMs: 50 }),
      scheduleCorporateActions(deps, calendar, log, { checkEveryMs: 50 }),
    ];
    try {
      await waitUntil('the dividend is paid', async () => (await entriesOf(holder)).some((e) => e.kind === 'dividend'));
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      for (const stop of stops) await stop();
    }
    expect((await entriesOf(holder)).filter((e) => e.kind === 'dividend').map((e) => Number(e.cash_cents))).toEqual([
      2_50,
    ]);
    expect(logged.filter((m) => m.includes('failed'))).toEqual([]);
    expect(logged.filter((m) => m === 'corporate actions applied').length).toBeGreaterThanOrEqual(1);
  });

  it('splits 3-for-2 at the open: whole shares, basis kept, cash in lieu at the previous close, orders adjusted, value kept', async () => {
    const holder = await trader();
    app.t.clock.set('2026-11-19T15:00:00Z');
    await trade(holder, 'buy', 'MSFT', 15);
    const sell = OrderSchema.parse(
      (
        await postOrder(app.t.app, holder, {
          symbol: 'MSFT',
          side: 'sell',
          type: 'limit',
          limitPrice: '400.00',
          quantity: 5,
          timeInForce: 'gtc',
        })
      ).json(),
    );
    const buy = OrderSchema.parse(
      (
        await postOrder(app.t.app, holder, {
          symbol: 'MSFT',
          side: 'buy',
          type: 'limit',
          limitPrice: '250.00',
          quantity: 1,
          timeInForce: 'gtc',
        })
      ).json(),
    );
    const before = PortfolioSummarySchema.parse(await getJson(app.t.app, holder, '/api/portfolio'));

    app.t.clock.set('2026-11-20T14:29:00Z');
    expect((await run()).portfoliosSplit, 'before the open').toBe(0);
    // The open: the price opens at the previous close ÷ 1.5, and the quote's previous close is on the new shares
    // ($300 ÷ 1.5), as the simulated market quotes a split day.
    app.t.clock.set('2026-11-20T14:30:30Z');
    app.market.setPrice('MSFT', 200_00, 200_00);
    expect((await run()).portfoliosSplit).toBe(1);
    expect((await run()).portfoliosSplit, 'a second round').toBe(0);

    const after = PortfolioSummarySchema.parse(await getJson(app.t.app, holder, '/api/portfolio'));
    const position = after.positions.find((p) => p.symbol === 'MSFT')!;
    expect(position.quantity).toBe(22);
    // 15 × 1.5 = 22.5: half a new share at $200 = $100 in lieu; the basis of 22.5 shares kept on 22.
    expect(after.cashBalance).toBeCloseTo(before.cashBalance + 100, 2);
    expect(Math.round(after.totalValue * 100)).toBe(Math.round(before.totalValue * 100));
    const orders = await app.t.deps.db.db
      .selectFrom('orders')
      .select(['id', 'quantity', 'limit_price_cents', 'reserved_shares'])
      .where('id', 'in', [sell.id, buy.id])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => [Number(o.quantity), Number(o.limit_price_cents), Number(o.reserved_shares)])).toEqual([
      [7, 266_67, 7],
      [1, 166_67, 0],
    ]);
    expect(notices).toContainEqual({
      userId: holder.id,
      notice: 'Split 3-for-2: 15 MSFT → 22 MSFT, cash in lieu $100.00',
    });
  });
});
