import { afterEach, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-due-subscriptions.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { eventFor } from '../payments/fake-stripe.ts';
import { forceProcess, WEDNESDAY } from '../payments/payment-builders.ts';
import { cookieOf, signupForm, startSubscription, subscribeAndPay } from './billing-builders.ts';
import { billingFixture, SUBSCRIPTION_INTENT } from './fake-stripe-billing.ts';
import { sendWebhook, signedUpOnStripe } from './stripe-billing-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

/**
 * The personal values of the wizard's form (signupForm) and of the inquiries below. Not "Grace" alone: the fake
 * Stripe's customer id (cus_QfTestGrace01) is the provider's reference, not personal data.
 */
const PERSONAL = [
  'Grace Hopper',
  '"Grace"',
  '"Hopper"',
  'grace@lincoln.edu',
  '555-0100',
  'Economics Teacher',
  'Lincoln High School',
  '1 School Road',
  '62701',
];

const deleteAccount = (t: TestApp, who: { cookie: string }) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: who.cookie } });

const subscriptionRow = (t: TestApp) =>
  t.deps.db.db.selectFrom('educator_subscriptions').selectAll().executeTakeFirstOrThrow();

const invoices = (t: TestApp) =>
  t.deps.db.db.selectFrom('billing_invoices').selectAll().orderBy('created_at').execute();

function expectNoPersonalData(row: object) {
  const stored = JSON.stringify(row);
  for (const value of PERSONAL) expect(stored).not.toContain(value);
}

describe('deleting the account of a paying educator (simulated provider)', () => {
  it('cancels the subscription at once: a year later the renewal job charges nothing and adds no invoice', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const paid = await subscribeAndPay(t.app);
    const [first] = await invoices(t);

    const res = await deleteAccount(t, paid.who);
    expect(res.statusCode, res.body).toBe(200);
    const row = await subscriptionRow(t);
    expect(row).toMatchObject({ status: 'canceled', card_brand: null, card_last4: null, card_token: null });
    expectNoPersonalData(row);

    t.clock.set('2027-11-18T15:01:00Z');
    expect(await renewDueSubscriptions(t.deps, t.clock.now())).toEqual({ renewed: [], failed: [], expired: [] });
    t.clock.set('2028-11-18T15:01:00Z');
    expect(await renewDueSubscriptions(t.deps, t.clock.now())).toEqual({ renewed: [], failed: [], expired: [] });
    expect((await subscriptionRow(t)).status).toBe('canceled');
    // Accounting keeps the paid invoice (number, amount, period), nothing more.
    const kept = await invoices(t);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: first?.id, number: first?.number, status: 'paid' });
    expect(Number(kept[0]?.amount_cents)).toBe(50_000);
  });

  it('erases a pending signup too', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const started = await startSubscription(t.app, null, signupForm());
    expect((await deleteAccount(t, { cookie: cookieOf(started) })).statusCode).toBe(200);
    const row = await subscriptionRow(t);
    expect(row.status).toBe('canceled');
    expectNoPersonalData(row);
  });

  it('erases the district inquiries the account sent (linked or from its email), keeping what the district asked', async () => {
    const t = await createTestApp({ now: WEDNESDAY });
    apps.push(t);
    const paid = await subscribeAndPay(t.app);
    const inquiry = {
      name: 'Grace Hopper',
      email: 'Grace@Lincoln.edu',
      institution: 'Springfield Unified School District',
      numberOfSchools: 12,
      estimatedEducators: 340,
      timeline: 'next-semester',
      message: 'Call me on 555-0100',
    };
    for (const cookie of [paid.who.cookie, null]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/district-inquiry',
        payload: inquiry,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/district-inquiry',
      payload: { ...inquiry, name: 'Dana Whitfield', email: 'dana@district.example', message: null },
    });
    expect(other.statusCode, other.body).toBe(200);

    expect((await deleteAccount(t, paid.who)).statusCode).toBe(200);
    const rows = await t.deps.db.db.selectFrom('district_inquiries').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(3);
    for (const row of rows.slice(0, 2)) {
      expectNoPersonalData(row);
      expect(row).toMatchObject({ institution: 'Springfield Unified School District', message: null });
    }
    expect(rows[2]).toMatchObject({ name: 'Dana Whitfield', email: 'dana@district.example' });
  });
});

describe('deleting the account of a paying educator (Stripe Subscriptions)', () => {
  async function paidOnStripe() {
    const s = await signedUpOnStripe(apps);
    s.stripe.payFirstInvoice();
    expect((await forceProcess(s.t.app, s.who, SUBSCRIPTION_INTENT)).json()).toMatchObject({ fulfilled: true });
    expect((await sendWebhook(s.t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
    return s;
  }

  it('cancels the Stripe Subscription now, then erases the billing contact; Stripe’s later events change nothing', async () => {
    const { t, stripe, who } = await paidOnStripe();
    const res = await deleteAccount(t, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.canceled()).toEqual(['sub_1QfTestEducator01']);
    const cancel = stripe.requests.find((r) => r.method === 'DELETE');
    expect(cancel?.path).toBe('/v1/subscriptions/sub_1QfTestEducator01');
    const row = await subscriptionRow(t);
    expect(row.status).toBe('canceled');
    expectNoPersonalData(row);
    expect((await invoices(t)).map((i) => i.hosted_invoice_url)).toEqual([null]);

    // Stripe confirms the cancellation; a renewal invoice it would still send is not applied to the deleted account.
    const deleted = billingFixture('event-invoice-paid') as { id: string; type: string; data: { object: object } };
    const renewal = {
      ...deleted,
      id: 'evt_1QfTestAfterDeletion',
      data: {
        object: {
          ...deleted.data.object,
          id: 'in_1QfTestRenewal002',
          billing_reason: 'subscription_cycle',
          lines: { object: 'list', data: [{ period: { start: 1826550000, end: 1858172400 } }] },
        },
      },
    };
    t.clock.set('2027-11-18T15:01:00Z');
    expect((await sendWebhook(t, renewal)).statusCode).toBe(200);
    expect((await subscriptionRow(t)).status).toBe('canceled');
  });

  it('a pending signup’s Subscription is canceled too; its first invoice paid meanwhile does not activate it', async () => {
    const { t, stripe, who } = await signedUpOnStripe(apps);
    expect((await deleteAccount(t, who)).statusCode).toBe(200);
    expect(stripe.canceled()).toEqual(['sub_1QfTestEducator01']);
    const intentPaid = eventFor('event-payment-intent-succeeded', SUBSCRIPTION_INTENT, 'evt_edu_late_intent', {
      amount: 50_000,
      amount_received: 50_000,
    });
    expect((await sendWebhook(t, intentPaid)).statusCode).toBe(200);
    expect((await sendWebhook(t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
    // Paid, kept as a purchase not applied (to be refunded), never an active subscription.
    const purchase = await t.deps.db.db.selectFrom('purchases').selectAll().executeTakeFirstOrThrow();
    expect(Number(purchase.applied)).toBe(0);
    const row = await subscriptionRow(t);
    expect(row.status).toBe('canceled');
    expectNoPersonalData(row);
  });

  it('keeps the account when Stripe cannot cancel: 502 with the error body, nothing erased', async () => {
    const { t, stripe, who } = await paidOnStripe();
    stripe.down();
    const res = await deleteAccount(t, who);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect((await subscriptionRow(t)).email).toBe('grace@lincoln.edu');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: who.cookie } });
    expect(me.statusCode).toBe(200);
  });
});
