import { afterEach, describe, expect, it } from 'vitest';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import { sendWebhook } from '../billing/stripe-billing-app.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague, newLeague } from '../leagues/league-builders.ts';
import { postOrder } from '../orders/order-helpers.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from '../trading/trading-builders.ts';
import { createFakeStripe, eventFor } from './fake-stripe.ts';
import { bankHistory, forceProcess, post, startVirtualCash, WEDNESDAY } from './payment-builders.ts';

const DAY_MS = 86_400_000;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup() {
  const stripe = createFakeStripe();
  const market = createFakeMarketData({ AAPL: 100_00 });
  const t = await createTestApp({ now: WEDNESDAY, deps: { payments: stripe.payments, marketData: market } });
  apps.push(t);
  const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
  return { t, app: t.app, db: t.deps.db.db, ada, stripe, market };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Buys Premium ($49.99 → $150,000) with a card Stripe accepted, fulfilled by force-process. */
async function buyPremium({ app, ada, stripe }: Setup) {
  const intent = await startVirtualCash(app, ada, 49.99, 150000);
  stripe.pay(intent.paymentIntentId);
  expect((await forceProcess(app, ada, intent.paymentIntentId)).json()).toMatchObject({ fulfilled: true });
  return intent.paymentIntentId;
}

/** Pays a league feature through Stripe and fulfils it. */
async function buyLeagueFeature({ app, stripe }: Setup, who: Trader, body: Record<string, unknown>) {
  const res = await post(app, who, '/api/payments/league-features', body);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().paymentIntentId as string;
  stripe.pay(id);
  expect((await forceProcess(app, who, id)).json()).toMatchObject({ fulfilled: true });
  return id;
}

async function bankAccount(s: Setup) {
  const row = await s.db
    .selectFrom('bank_accounts')
    .select(['balance_cents', 'owed_cents', 'payment_reversed_at'])
    .where('user_id', '=', s.ada.id)
    .executeTakeFirstOrThrow();
  const sums = await s.db
    .selectFrom('bank_transactions')
    .select((eb) => [eb.fn.sum<number>('amount_cents').as('amount'), eb.fn.sum<number>('owed_cents').as('owed')])
    .where('user_id', '=', s.ada.id)
    .executeTakeFirstOrThrow();
  // The ledger explains the account: balance and debt are the sums of its rows.
  expect(Number(sums.amount)).toBe(Number(row.balance_cents));
  expect(Number(sums.owed)).toBe(Number(row.owed_cents));
  return {
    balance: Number(row.balance_cents),
    owed: Number(row.owed_cents),
    flagged: row.payment_reversed_at !== null,
  };
}

async function personalPortfolio(s: Setup) {
  return s.db
    .selectFrom('portfolios')
    .select(['cash_cents', 'net_deposits_cents'])
    .where('user_id', '=', s.ada.id)
    .where('competition_id', '=', 0)
    .executeTakeFirstOrThrow();
}

describe('a refund or dispute takes back what the payment bought', () => {
  it('a charged-back $150,000 moved to a portfolio: its free cash is withdrawn, the rest is owed and settled by later credits', async () => {
    const s = await setup();
    const intentId = await buyPremium(s);
    expect((await transfer(s.app, s.ada, { amount: 150_000, portfolioType: 'personal' })).statusCode).toBe(200);
    // $250,000 of cash; $220,000 goes into shares, $30,000 stays free.
    expect((await placeTrade(s.app, s.ada, { symbol: 'AAPL', action: 'buy', shares: 2200 })).statusCode).toBe(200);

    const chargeback = eventFor('event-charge-dispute-created', intentId, 'evt_chargeback', { amount: 4999 });
    // Delivered twice at once: applied once.
    const answers = await Promise.all([sendWebhook(s.t, chargeback), sendWebhook(s.t, chargeback)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
    expect(await bankAccount(s)).toEqual({ balance: 0, owed: 120_000_00, flagged: true });
    expect(await personalPortfolio(s)).toEqual({ cash_cents: 0, net_deposits_cents: 120_000_00 });
    await expectLedgersBalance(s.db, { userIds: [s.ada.id] });
    expect((await bankHistory(s.app, s.ada)).map((r) => [r.type, r.amount])).toEqual([
      ['refund', -30_000],
      ['transfer', 30_000],
      ['transfer', -150_000],
      ['purchase', 150_000],
    ]);
    // The withdrawal is a flow out: profit and return stay net of deposits (the shares are worth what they cost).
    expect(await getJson(s.app, s.ada, '/api/portfolio')).toMatchObject({ cashBalance: 0, totalProfitLoss: 0 });
    expect(await getJson(s.app, s.ada, '/api/bank/balance')).toEqual({
      balance: 0,
      owed: 120_000,
      paymentReversedAt: WEDNESDAY.replace('Z', '.000Z'),
    });

    // The same webhook again, and another event about the same payment, change nothing.
    expect((await sendWebhook(s.t, chargeback)).json()).toMatchObject({ duplicate: true });
    await sendWebhook(
      s.t,
      eventFor('event-charge-refunded', intentId, 'evt_refund_too', { amount: 4999, amount_refunded: 4999 }),
    );
    expect(await bankAccount(s)).toEqual({ balance: 0, owed: 120_000_00, flagged: true });
    expect((await personalPortfolio(s)).cash_cents).toBe(0);

    // While the debt is open the store refuses new purchases.
    const refused = await post(s.app, s.ada, '/api/payments/create-payment-intent', {
      amount: 4.99,
      virtualAmount: 10000,
      type: 'virtual_cash',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_DEBT_OPEN' });

    // Later credits (a prize, a deposit) settle the debt first.
    await fundBank(s.db, s.ada.id, 50_000_00);
    expect(await bankAccount(s)).toEqual({ balance: 0, owed: 70_000_00, flagged: true });
    await fundBank(s.db, s.ada.id, 100_000_00);
    expect(await bankAccount(s)).toEqual({ balance: 30_000_00, owed: 0, flagged: true });
    expect((await getJson(s.app, s.ada, '/api/bank/balance')).owed).toBe(0);
    expect(
      (
        await post(s.app, s.ada, '/api/payments/create-payment-intent', {
          amount: 4.99,
          virtualAmount: 10000,
          type: 'virtual_cash',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes what the bank still holds first, and never more cash than open orders leave free', async () => {
    const s = await setup();
    const intentId = await buyPremium(s);
    expect((await transfer(s.app, s.ada, { amount: 100_000, portfolioType: 'personal' })).statusCode).toBe(200);
    // $200,000 of cash; a limit buy holds $190,000 of it back.
    const order = await postOrder(s.app, s.ada, {
      symbol: 'AAPL',
      side: 'buy',
      quantity: 2000,
      type: 'limit',
      limitPrice: 95,
    });
    expect(order.statusCode, order.body).toBe(201);
    await sendWebhook(
      s.t,
      eventFor('event-charge-refunded', intentId, 'evt_refund', { amount: 4999, amount_refunded: 4999 }),
    );
    // $50,000 from the bank, $10,000 of free cash from the portfolio, $90,000 owed.
    expect(await bankAccount(s)).toEqual({ balance: 0, owed: 90_000_00, flagged: true });
    expect(await personalPortfolio(s)).toEqual({ cash_cents: 190_000_00, net_deposits_cents: 90_000_00 });
    await expectLedgersBalance(s.db, { userIds: [s.ada.id] });
  });

  it('a refunded league extension is revoked: the league ends 30 days earlier, its season too', async () => {
    const s = await setup();
    const league = await newLeague(s.app, s.ada, { durationDays: 7, maxParticipants: 4 });
    const before = await leagueRow(s, league.id);
    const intentId = await buyLeagueFeature(s, s.ada, { type: 'league_extension', leagueId: league.id });
    expect(Number((await leagueRow(s, league.id)).ends_at)).toBe(Number(before.ends_at) + 30 * DAY_MS);
    // A partial refund (a gesture) leaves the extension.
    await sendWebhook(
      s.t,
      eventFor('event-charge-refunded', intentId, 'evt_part_ext', { amount: 599, amount_refunded: 300 }),
    );
    expect(Number((await leagueRow(s, league.id)).ends_at)).toBe(Number(before.ends_at) + 30 * DAY_MS);
    const refund = eventFor('event-charge-refunded', intentId, 'evt_refund_ext', { amount: 599, amount_refunded: 599 });
    expect((await sendWebhook(s.t, refund)).statusCode).toBe(200);
    expect(await leagueRow(s, league.id)).toEqual(before);
    // Replayed, or followed by a dispute of the same charge: revoked once.
    await sendWebhook(s.t, refund);
    await sendWebhook(s.t, eventFor('event-charge-dispute-created', intentId, 'evt_dispute_ext', { amount: 599 }));
    expect(await leagueRow(s, league.id)).toEqual(before);
    expect((await bankAccount(s)).flagged).toBe(true);
  });

  it('an extension revoked after the league’s first end has passed ends the league now', async () => {
    const s = await setup();
    const league = await newLeague(s.app, s.ada, { durationDays: 7, maxParticipants: 4 });
    const intentId = await buyLeagueFeature(s, s.ada, { type: 'league_extension', leagueId: league.id });
    s.t.clock.advance(10 * DAY_MS);
    await sendWebhook(s.t, eventFor('event-charge-dispute-created', intentId, 'evt_dispute_late', { amount: 599 }));
    const row = await leagueRow(s, league.id);
    expect(Number(row.ends_at)).toBe(s.t.clock.now().getTime());
    expect(Number(row.season_ends_at)).toBe(s.t.clock.now().getTime());
  });

  it('refunded slots are revoked: players beyond the capacity stay, nobody new joins', async () => {
    const s = await setup();
    const league = await newLeague(s.app, s.ada, { durationDays: 7, maxParticipants: 4 });
    const intentId = await buyLeagueFeature(s, s.ada, {
      type: 'extra_participants',
      leagueId: league.id,
      participantCount: 3,
    });
    expect((await leagueRow(s, league.id)).max_participants).toBe(7);
    for (const name of ['bob', 'cy', 'dee', 'eve']) {
      const player = await buildTrader(s.db, { username: name });
      expect((await joinLeague(s.app, player, league.code, name)).statusCode).toBe(200);
    }
    await sendWebhook(
      s.t,
      eventFor('event-charge-refunded', intentId, 'evt_refund_slots', { amount: 297, amount_refunded: 297 }),
    );
    expect((await leagueRow(s, league.id)).max_participants).toBe(4);
    const seated = await s.db
      .selectFrom('competition_participants')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('competition_id', '=', league.id)
      .executeTakeFirstOrThrow();
    expect(Number(seated.n)).toBe(5);
    const late = await buildTrader(s.db, { username: 'fay' });
    const refused = await joinLeague(s.app, late, league.code, 'Fay');
    expect(refused.json()).toMatchObject({ code: 'LEAGUE_FULL' });
    expect((await bankAccount(s)).flagged).toBe(true);
  });
});

async function leagueRow(s: Setup, id: number) {
  return s.db
    .selectFrom('competitions as c')
    .innerJoin('competition_seasons as sn', 'sn.competition_id', 'c.id')
    .select(['c.ends_at', 'c.max_participants', 'sn.ends_at as season_ends_at'])
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
}
