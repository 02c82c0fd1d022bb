import { afterEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';
import { createFakeStripe, eventFor, signed, WEBHOOK_SECRET } from './fake-stripe.ts';
import {
  bankBalance,
  bankHistory,
  CARDS,
  confirmCard,
  forceProcess,
  post,
  startStarterBoost,
  WEDNESDAY,
} from './payment-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup() {
  const stripe = createFakeStripe();
  const t = await createTestApp({ now: WEDNESDAY, deps: { payments: stripe.payments } });
  apps.push(t);
  const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
  return { t, app: t.app, ada, stripe };
}

function sendWebhook(t: TestApp, event: Record<string, unknown>, opts: { header?: string; body?: string } = {}) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': opts.header ?? signed(payload, t.clock.now().getTime()),
    },
    payload: opts.body ?? payload,
  });
}

async function countRows(t: TestApp, table: 'webhook_events' | 'purchases' | 'payment_intents') {
  const row = await t.deps.db.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function paidStarterBoost(app: AppInstance, ada: Trader, stripe: ReturnType<typeof createFakeStripe>) {
  const intent = await startStarterBoost(app, ada);
  stripe.pay(intent.paymentIntentId);
  return intent;
}

describe('Stripe payments (recorded payloads, no network)', () => {
  it('creates the PaymentIntent at the package’s price with an idempotency key from the purchase id', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await startStarterBoost(app, ada);
    expect(intent).toMatchObject({ provider: 'stripe', amount: 4.99, publishableKey: 'pk_test_fake' });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_/);
    const [created] = stripe.requests;
    expect(created).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(created!.body.get('amount')).toBe('499');
    expect(created!.body.get('currency')).toBe('usd');
    expect(created!.body.get('automatic_payment_methods[enabled]')).toBe('true');
    const purchaseId = created!.body.get('metadata[purchaseId]');
    expect(purchaseId).toMatch(/^pur_/);
    expect(created!.headers.get('idempotency-key')).toBe(`pi:create:${purchaseId}`);
    expect(created!.headers.get('authorization')).toBe('Bearer sk_test_fake');
    const row = await t.deps.db.db.selectFrom('payment_intents').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: intent.paymentIntentId, purchase_id: purchaseId, provider: 'stripe' });
    expect(Number(row.amount_cents)).toBe(499);
    // A tampered amount never reaches Stripe.
    const tampered = await post(app, ada, '/api/payments/create-payment-intent', {
      amount: 0.5,
      virtualAmount: 150000,
      type: 'virtual_cash',
    });
    expect(tampered.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(stripe.requests).toHaveLength(1);
    // The card form of the simulated provider is closed: card data goes to Stripe Elements only.
    const simulated = await confirmCard(app, ada, intent, CARDS.success);
    expect(simulated.json().code).toBe('PAYMENT_WRONG_PROVIDER');
  });

  it('a payment_intent.succeeded webhook replayed 10 times (5 of them at once) credits once', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    const event = eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_replayed');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await sendWebhook(t, event));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => sendWebhook(t, event)))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await bankBalance(app, ada)).toBe(10000);
    expect((await bankHistory(app, ada)).filter((r) => r.type === 'purchase')).toHaveLength(1);
    expect(await countRows(t, 'purchases')).toBe(1);
    // A different event about the same payment (Stripe may send one twice under two ids) changes nothing either.
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_other_id'));
    expect(await bankBalance(app, ada)).toBe(10000);
  });

  it('webhook and force-process racing: whichever comes first fulfils, the other is a no-op', async () => {
    const { t, app, ada, stripe } = await setup();
    for (let round = 1; round <= 4; round++) {
      const intent = await paidStarterBoost(app, ada, stripe);
      const event = eventFor('event-payment-intent-succeeded', intent.paymentIntentId, `evt_race_${round}`);
      const [hook, forced, forcedAgain] = await Promise.all([
        sendWebhook(t, event),
        forceProcess(app, ada, intent.paymentIntentId),
        forceProcess(app, ada, intent.paymentIntentId),
      ]);
      expect(hook.statusCode, hook.body).toBe(200);
      for (const f of [forced, forcedAgain]) {
        expect(f.statusCode, f.body).toBe(200);
        expect(f.json()).toMatchObject({ status: 'succeeded', fulfilled: true, purchase: { virtualAmount: 10000 } });
      }
      expect(await bankBalance(app, ada)).toBe(10000 * round);
    }
    expect(await countRows(t, 'purchases')).toBe(4);
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    const event = eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_forged');
    const payload = JSON.stringify(event);
    const now = t.clock.now().getTime();
    const forged = [
      { header: signed(payload, now, 'whsec_someone_else') },
      { header: signed(payload, now), body: payload.replace('"amount_received":499', '"amount_received":1') },
      { header: signed(payload, now - 10 * 60_000) },
      { header: 't=1,v1=00' },
      { header: '' },
    ];
    for (const opts of forged) {
      const res = await sendWebhook(t, event, opts);
      expect(res.statusCode, JSON.stringify(opts)).toBe(400);
      expect(res.json()).toEqual({
        error: 'Webhook signature verification failed',
        message: 'Webhook signature verification failed',
        code: 'PAYMENT_WEBHOOK_SIGNATURE',
      });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed('not json', now) },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await countRows(t, 'webhook_events')).toBe(0);
    expect(await countRows(t, 'purchases')).toBe(0);
    expect(await bankBalance(app, ada)).toBe(0);
    expect(WEBHOOK_SECRET).toMatch(/^whsec_/);
  });

  it('a paid amount that differs from our price is not fulfilled', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await startStarterBoost(app, ada);
    stripe.pay(intent.paymentIntentId, 1);
    const hook = await sendWebhook(
      t,
      eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_short', { amount_received: 1 }),
    );
    expect(hook.statusCode).toBe(200);
    expect((await forceProcess(app, ada, intent.paymentIntentId)).json()).toMatchObject({ fulfilled: false });
    expect(await bankBalance(app, ada)).toBe(0);
  });

  it('force-process before the card is confirmed only reports the status', async () => {
    const { app, ada } = await setup();
    const intent = await startStarterBoost(app, ada);
    expect((await forceProcess(app, ada, intent.paymentIntentId)).json()).toEqual({
      status: 'requires_payment_method',
      fulfilled: false,
      purchase: null,
    });
    expect(await bankBalance(app, ada)).toBe(0);
  });

  it('a refund takes the virtual cash back from the bank once, the rest is owed; a dispute adds nothing more', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    expect((await forceProcess(app, ada, intent.paymentIntentId)).json().fulfilled).toBe(true);
    // $6,000 of the $10,000 has left the bank (moved into a portfolio).
    await t.deps.db.db
      .updateTable('bank_accounts')
      .set({ balance_cents: 4_000_00 })
      .where('user_id', '=', ada.id)
      .execute();
    const refund = eventFor('event-charge-refunded', intent.paymentIntentId, 'evt_refund');
    for (let i = 0; i < 3; i++) expect((await sendWebhook(t, refund)).statusCode).toBe(200);
    expect(await bankBalance(app, ada)).toBe(0);
    // The $6,000 moved out (here not through a transfer, so no portfolio to take it from) is owed.
    expect((await bankHistory(app, ada)).filter((r) => r.type === 'refund')).toEqual([
      expect.objectContaining({ amount: -4000, portfolio: 'Refund · Starter Boost · $6,000.00 owed' }),
    ]);
    await t.deps.db.db
      .updateTable('bank_accounts')
      .set({ balance_cents: 50_000_00 })
      .where('user_id', '=', ada.id)
      .execute();
    await sendWebhook(t, eventFor('event-charge-dispute-created', intent.paymentIntentId, 'evt_dispute'));
    expect(await bankBalance(app, ada)).toBe(50000);
  });

  it('a partial refund takes back the same share of the virtual cash; a dispute then takes the rest', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_paid'));
    expect(await bankBalance(app, ada)).toBe(10000);
    await sendWebhook(
      t,
      eventFor('event-charge-refunded', intent.paymentIntentId, 'evt_half', { amount_refunded: 250, refunded: false }),
    );
    // 250 of 499 cents returned: floor(1,000,000 × 250 / 499) = 501,002 virtual cents.
    expect(await bankBalance(app, ada)).toBe(10000 - 5010.02);
    await sendWebhook(t, eventFor('event-charge-dispute-created', intent.paymentIntentId, 'evt_dispute'));
    expect(await bankBalance(app, ada)).toBe(0);
    expect((await bankHistory(app, ada)).map((r) => r.amount)).toEqual([-4989.98, -5010.02, 10000]);
  });

  it('a dispute after a partial refund takes back the rest: the dispute comes on top of the refund', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_paid'));
    await sendWebhook(
      t,
      eventFor('event-charge-refunded', intent.paymentIntentId, 'evt_half', { amount_refunded: 250, refunded: false }),
    );
    expect(await bankBalance(app, ada)).toBe(10000 - 5010.02);
    // The customer disputes the 249 cents the refund left: Stripe's dispute amount is this dispute's, not cumulative.
    await sendWebhook(t, eventFor('event-charge-dispute-created', intent.paymentIntentId, 'evt_rest', { amount: 249 }));
    // floor(1,000,000 × 249 / 499) = 498,997 more: all but the rounding's cent is back.
    expect(await bankBalance(app, ada)).toBe(0.01);
  });

  it('a partial refund delivered after the dispute of the rest still comes on top of it', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_paid'));
    // Stripe does not order its events: the refund of 250 cents reaches us after the dispute of the 249 it left.
    await sendWebhook(t, eventFor('event-charge-dispute-created', intent.paymentIntentId, 'evt_rest', { amount: 249 }));
    await sendWebhook(
      t,
      eventFor('event-charge-refunded', intent.paymentIntentId, 'evt_half', { amount_refunded: 250, refunded: false }),
    );
    // floor(1,000,000 × 249 / 499) + floor(1,000,000 × 250 / 499): all but a cent of rounding is back.
    expect(await bankBalance(app, ada)).toBe(0.01);
  });

  it('a refund that arrives before payment_intent.succeeded is not undone by it: the credit is reversed either way', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    // Our server missed the success (down); the payment is refunded; then Stripe's retry of the success arrives.
    await sendWebhook(t, eventFor('event-charge-refunded', intent.paymentIntentId, 'evt_refund_first'));
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_paid_late'));
    expect((await forceProcess(app, ada, intent.paymentIntentId)).json()).toMatchObject({ fulfilled: true });
    expect(await bankBalance(app, ada)).toBe(0);
    expect((await bankHistory(app, ada)).map((r) => [r.type, r.amount])).toEqual([
      ['refund', -10000],
      ['purchase', 10000],
    ]);
    // A refund of a charge whose amount is not our price fulfils nothing.
    const short = await startStarterBoost(app, ada);
    await sendWebhook(
      t,
      eventFor('event-charge-refunded', short.paymentIntentId, 'evt_refund_short', { amount: 1, amount_refunded: 1 }),
    );
    expect(await countRows(t, 'purchases')).toBe(1);
    expect(await bankBalance(app, ada)).toBe(0);
  });

  it('a dispute that arrives before payment_intent.succeeded is not undone by it: the credit is taken back either way', async () => {
    const { t, app, ada, stripe } = await setup();
    const intent = await paidStarterBoost(app, ada, stripe);
    // Our server missed the success (down); the customer disputes the charge; then Stripe's retry of the success.
    await sendWebhook(t, eventFor('event-charge-dispute-created', intent.paymentIntentId, 'evt_dispute_first'));
    await sendWebhook(t, eventFor('event-payment-intent-succeeded', intent.paymentIntentId, 'evt_paid_after'));
    expect(await bankBalance(app, ada)).toBe(0);
    expect((await bankHistory(app, ada)).map((r) => [r.type, r.amount])).toEqual([
      ['refund', -10000],
      ['purchase', 10000],
    ]);
  });

  it('Stripe refusing our request is a 502 to try again, and nothing is recorded', async () => {
    const { t, app, ada, stripe } = await setup();
    stripe.down();
    const res = await post(app, ada, '/api/payments/create-payment-intent', {
      amount: 4.99,
      virtualAmount: 10000,
      type: 'virtual_cash',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(res.body).not.toContain('sk_test');
    expect(await countRows(t, 'payment_intents')).toBe(0);
  });
});
