import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayMarketOf } from '../../src/adapters/market-data/replay/replay-markets.ts';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { buildClass } from '../educator/class-builders.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, patchLeagueSettings } from '../leagues/league-builders.ts';
import { cancelOrderRequest, orderJobs, postOrder } from '../orders/order-helpers.ts';
import { expectLedgersBalance, type Trader } from '../trading/trading-builders.ts';
import { runClassReplay, SUNDAY } from './replay-builders.ts';

let t: TestApp;
let ledgersBalance: boolean;
beforeEach(async () => {
  t = await createTestApp();
  ledgersBalance = true;
});
afterEach(async () => {
  if (ledgersBalance) await expectLedgersBalance(t.deps.db.db);
  await t.close();
});

/**
 * A class replay of 2008-10-13 in 3 minutes, run on a Sunday (the real market is closed), with Ann and Ben; the class
 * allows short selling (the event follows its switch).
 */
async function replayOnSunday() {
  const scenario = await buildClass(t, ['Ann', 'Ben']);
  const shorts = await patchLeagueSettings(t.app, scenario.teacher, scenario.leagueId, { shortSellingAllowed: true });
  expect(shorts.statusCode, shorts.body).toBe(200);
  t.clock.set(SUNDAY);
  const res = await runClassReplay(t.app, scenario.teacher, scenario.leagueId);
  expect(res.statusCode, res.body).toBe(201);
  return { ...scenario, replay: res.json().replay as { id: number; competitionId: number } };
}

/** The replay's quote of `symbol` in cents at `atMs` (the test's look into the event's future). */
async function replayCentsAt(competitionId: number, symbol: string, atMs: number): Promise<number> {
  const market = await replayMarketOf({ ...t.deps, clock: { now: () => new Date(atMs) } }, competitionId);
  return (await market!.marketData.quote(symbol))!.priceCents;
}

/**
 * Moves the clock to the first whole second from now after which the replay's `symbol` falls strictly below its
 * price then, before the end; answers that later instant and its price (the test's look into the event's future).
 */
async function nextFall(competitionId: number, symbol: string) {
  const start = t.clock.now().getTime();
  const end = new Date(SUNDAY).getTime() + 180_000;
  for (let a = start; a < end; a += 1_000) {
    const cents = await replayCentsAt(competitionId, symbol, a);
    for (let at = a + 1_000; at < end; at += 1_000) {
      const later = await replayCentsAt(competitionId, symbol, at);
      if (later < cents) {
        t.clock.set(new Date(a).toISOString());
        return { at, cents: later };
      }
    }
  }
  throw new Error(`${symbol} never falls`);
}

const order = (competitionId: number, body: Record<string, unknown>) => ({
  symbol: 'SPY',
  quantity: 10,
  timeInForce: 'gtc',
  portfolioType: 'league',
  competitionId,
  ...body,
});

/** An order placed in the replay that rests open (answers its id). */
async function openOrder(who: Trader, competitionId: number, body: Record<string, unknown>): Promise<number> {
  const res = await postOrder(t.app, who, order(competitionId, body));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe('open');
  return res.json().id;
}

async function orderRow(id: number) {
  return t.deps.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('limit and stop orders in a replay event', () => {
  it('rest open, and the matcher fills them at the replay’s price while the real market is closed', async () => {
    const { replay, students } = await replayOnSunday();
    const ann = students[0] as Trader;
    t.clock.advance(10_000);
    const down = await nextFall(replay.competitionId, 'SPY');
    const limit = await openOrder(ann, replay.competitionId, {
      side: 'buy',
      type: 'limit',
      limitPrice: (down.cents / 100).toFixed(2),
    });

    const jobs = orderJobs(t);
    await jobs.match(); // the replay's price has not come down yet
    expect((await orderRow(limit)).status).toBe('open');
    t.clock.set(new Date(down.at).toISOString());
    await jobs.match();
    const filled = await orderRow(limit);
    expect(filled.status).toBe('filled');
    expect(Number(filled.fill_price_cents)).toBe(await replayCentsAt(replay.competitionId, 'SPY', down.at));
    expect(Number(filled.fill_price_cents)).toBeLessThanOrEqual(down.cents);
    // The personal market (closed on a Sunday) is not what priced it.
    const real = await t.app.inject({ url: '/api/stocks/quote/SPY' });
    expect(Math.round(real.json().price * 100)).not.toBe(Number(filled.fill_price_cents));

    // A sell stop below the price then triggers at the replay's price too.
    const next = await nextFall(replay.competitionId, 'SPY');
    const stop = await openOrder(ann, replay.competitionId, {
      side: 'sell',
      type: 'stop',
      stopPrice: (next.cents / 100).toFixed(2),
    });
    t.clock.set(new Date(next.at).toISOString());
    await jobs.match();
    const stopped = await orderRow(stop);
    expect(stopped.status).toBe('filled');
    expect(Number(stopped.fill_price_cents)).toBe(await replayCentsAt(replay.competitionId, 'SPY', next.at));
  });

  it('fills a marketable limit at once at the replay’s quote', async () => {
    const { replay, students } = await replayOnSunday();
    t.clock.advance(20_000);
    const cents = await replayCentsAt(replay.competitionId, 'SPY', t.clock.now().getTime());
    const res = await postOrder(
      t.app,
      students[0]!,
      order(replay.competitionId, { side: 'buy', type: 'limit', limitPrice: ((cents + 500) / 100).toFixed(2) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'filled' });
    expect(Number((await orderRow(res.json().id)).fill_price_cents)).toBe(cents);
  });

  it('leaves a replay’s holdings alone when the live market’s dividends and splits apply', async () => {
    const { replay, students } = await replayOnSunday();
    t.clock.advance(20_000);
    const cents = await replayCentsAt(replay.competitionId, 'SPY', t.clock.now().getTime());
    const buy = await postOrder(
      t.app,
      students[0]!,
      order(replay.competitionId, { side: 'buy', type: 'limit', limitPrice: ((cents + 500) / 100).toFixed(2) }),
    );
    expect(buy.json()).toMatchObject({ status: 'filled' });
    const today = t.clock.now().toISOString().slice(0, 10);
    const source = createCorporateActionsSource({
      dividends: [{ symbol: 'SPY', declaredDate: '2026-11-02', exDate: '2026-11-20', payDate: today, amount: 1.5 }],
      splits: [{ symbol: 'SPY', date: '2026-11-20', from: 1, to: 2 }],
    });
    const round = await runCorporateActions({ ...t.deps, portfolios: t.app.orders.portfolios }, source, t.clock.now());
    expect(round).toEqual({ entitlements: 0, dividendsPaid: 0, portfoliosSplit: 0 });
    const entries = await t.deps.db.db.selectFrom('corporate_action_entries').selectAll().execute();
    expect(entries).toEqual([]);
  });

  it('lets a player cancel their resting order while the event runs, releasing its cash', async () => {
    const { replay, students } = await replayOnSunday();
    const ann = students[0]!;
    t.clock.advance(10_000);
    const id = await openOrder(ann, replay.competitionId, { side: 'buy', type: 'limit', limitPrice: '1.00' });
    expect(Number((await orderRow(id)).reserved_cash_cents)).toBe(1_000);

    const res = await cancelOrderRequest(t.app, ann, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', competitionId: replay.competitionId });
    const row = await orderRow(id);
    expect(row.status).toBe('cancelled');
    expect(Number(row.reserved_cash_cents)).toBe(0);
    // Another player of the event cannot cancel it, as elsewhere.
    expect((await cancelOrderRequest(t.app, students[1]!, id)).statusCode).toBe(404);
  });

  it('refuses a player’s cancel once the event has ended, before and after its close', async () => {
    const { replay, students } = await replayOnSunday();
    const ben = students[1]!;
    const id = await openOrder(ben, replay.competitionId, { side: 'buy', type: 'limit', limitPrice: '1.00' });
    t.clock.advance(4 * 60_000); // after the end, its close not yet run
    const late = await cancelOrderRequest(t.app, ben, id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'LEAGUE_COMPLETED', message: 'This league has ended.' });
    expect((await orderRow(id)).status).toBe('open');

    // The close cancels it ('Cancelled: league ended'); a cancel then is refused as for any closed order.
    expect((await get(t.app, ben, `/api/replays/${replay.id}`)).json().replay.status).toBe('finished');
    expect((await orderRow(id)).reason).toBe('Cancelled: league ended');
    const after = await cancelOrderRequest(t.app, ben, id);
    expect(after.statusCode, after.body).toBe(409);
  });

  it('cancels the orders still open when the event ends, and fills none after it', async () => {
    const { replay, students } = await replayOnSunday();
    const id = await openOrder(students[1]!, replay.competitionId, { side: 'buy', type: 'limit', limitPrice: '1.00' });
    t.clock.advance(4 * 60_000); // after the end
    await orderJobs(t).match();
    expect((await orderRow(id)).status).toBe('open');
    // The event's close (here triggered by a read of its standings) cancels it and releases its cash.
    expect((await get(t.app, students[1]!, `/api/replays/${replay.id}`)).json().replay.status).toBe('finished');
    const closed = await orderRow(id);
    expect(closed.status).toBe('cancelled');
    expect(Number(closed.reserved_cash_cents)).toBe(0);
  });
});

describe('short selling in a replay event', () => {
  it('opens a short at the replay’s price, and margin-calls it at the replay’s prices on a Sunday', async () => {
    const { replay, students } = await replayOnSunday();
    const ben = students[1]!;
    t.clock.advance(15_000);
    const short = await postOrder(t.app, ben, order(replay.competitionId, { side: 'short', type: 'market' }));
    expect(short.statusCode, short.body).toBe(201);
    const cents = await replayCentsAt(replay.competitionId, 'SPY', t.clock.now().getTime());
    expect(Number((await orderRow(short.json().id)).fill_price_cents)).toBe(cents);

    // The cash falls below 130 % of the short's value at the replay's price (the house's rule): a margin call.
    const db = t.deps.db.db;
    await db
      .updateTable('portfolios')
      .set({ cash_cents: cents * 10 })
      .where('user_id', '=', ben.id)
      .where('competition_id', '=', replay.competitionId)
      .execute();
    ledgersBalance = false; // the cash was set by hand
    const calls = await orderJobs(t).marginCalls();
    expect(calls.map((c) => c.userId)).toEqual([ben.id]);
    const cover = await orderRow(calls[0]!.coveredOrderIds[0]!);
    expect(cover.side).toBe('cover');
    expect(Number(cover.fill_price_cents)).toBe(
      await replayCentsAt(replay.competitionId, 'SPY', t.clock.now().getTime()),
    );
  });
});
