import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { forceProcess } from '../payments/payment-builders.ts';
import { getJson, postEmpty, signInAgain } from './billing-builders.ts';
import { billingFixture, PORTAL_URL, SUBSCRIPTION_INTENT } from './fake-stripe-billing.ts';
import { sendWebhook, signedUpOnStripe } from './stripe-billing-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const HOSTED = 'https://invoice.stripe.com/i/acct_QfTest/test_YWNjdF9RZlRlc3Q';

async function countInvoices(t: TestApp) {
  return (await t.deps.db.db.selectFrom('billing_invoices').select('status').execute()).map((r) => r.status);
}

describe('Educator Pro on Stripe Subscriptions (recorded payloads, no network)', () => {
  it('creates a Customer and an incomplete yearly Subscription on the Price, answering the invoice’s client secret', async () => {
    const { stripe, started } = await signedUpOnStripe(apps);
    expect(started).toMatchObject({
      provider: 'stripe',
      amount: 500,
      paymentIntentId: SUBSCRIPTION_INTENT,
      clientSecret: `${SUBSCRIPTION_INTENT}_secret_Hx8kW2mLrVb8dPzR4sNc1yUe`,
      publishableKey: 'pk_test_fake',
    });
    const customer = stripe.requests.find((r) => r.path === '/v1/customers');
    expect(customer?.body.get('email')).toBe('grace@lincoln.edu');
    expect(customer?.headers.get('idempotency-key')).toMatch(/^cus:create:sub_/);
    const sub = stripe.requests.find((r) => r.path === '/v1/subscriptions');
    expect(sub?.body.get('items[0][price]')).toBe('price_1QfTestEducatorPro');
    expect(sub?.body.get('payment_behavior')).toBe('default_incomplete');
    expect(sub?.body.get('expand[0]')).toBe('latest_invoice.confirmation_secret');
    expect(sub?.headers.get('idempotency-key')).toMatch(/^sub:create:sub_/);
  });

  it('activates on force-process after the card step, and invoice.paid (once) sets Stripe’s period', async () => {
    const { t, stripe, who } = await signedUpOnStripe(apps);
    stripe.payFirstInvoice();
    const processed = await forceProcess(t.app, who, SUBSCRIPTION_INTENT);
    expect(processed.json()).toMatchObject({ status: 'succeeded', fulfilled: true });
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
    const paid = billingFixture('event-invoice-paid');
    const first = await sendWebhook(t, paid);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await sendWebhook(t, paid);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await countInvoices(t)).toEqual(['paid']);
    const sub = await getJson(t.app, who, '/api/user/subscription');
    expect(sub.body).toMatchObject({ isActive: true, currentPeriodEnd: '2027-11-18T15:00:00.000Z' });
    const [invoice] = (await getJson(t.app, who, '/api/billing/history')).body;
    expect((await getJson(t.app, who, `/api/billing/invoice/${invoice.id}`)).body).toEqual({ url: HOSTED });
  });

  it('invoice.paid alone (webhook before force-process) activates; a renewal’s invoice.paid adds one invoice', async () => {
    const { t, who, userId } = await signedUpOnStripe(apps);
    expect((await sendWebhook(t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
    expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
    const renewal = billingFixture('event-invoice-paid') as { id: string; data: { object: Record<string, unknown> } };
    renewal.id = 'evt_1QfTestRenewalPaid1';
    Object.assign(renewal.data.object, {
      id: 'in_1QfTestRenewal002',
      billing_reason: 'subscription_cycle',
      lines: { object: 'list', data: [{ period: { start: 1826550000, end: 1858172400 } }] },
    });
    t.clock.set('2027-11-18T15:01:00Z');
    for (let i = 0; i < 2; i++) await sendWebhook(t, renewal);
    expect(await countInvoices(t)).toEqual(['paid', 'paid']);
    const later = await signInAgain(t.deps, userId);
    expect((await getJson(t.app, later, '/api/user/subscription')).body).toMatchObject({
      isActive: true,
      currentPeriodEnd: '2028-11-18T15:00:00.000Z',
    });
  });

  it('a failed renewal is past due with a failed invoice; updated and deleted subscriptions follow Stripe', async () => {
    const { t, stripe, who, userId } = await signedUpOnStripe(apps);
    await sendWebhook(t, billingFixture('event-invoice-paid'));
    // Canceled in the customer portal: still active until the period end.
    await sendWebhook(t, billingFixture('event-customer-subscription-updated'));
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      status: 'canceled',
      isActive: true,
    });
    // Reactivated from our billing page: Stripe is told.
    expect((await postEmpty(t.app, who, '/api/billing/reactivate-subscription')).statusCode).toBe(200);
    expect(stripe.cancelAtPeriodEnd()).toBe(false);
    expect((await postEmpty(t.app, who, '/api/billing/update-payment-method')).json()).toEqual({ url: PORTAL_URL });
    t.clock.set('2027-11-18T15:01:00Z');
    const failed = billingFixture('event-invoice-payment-failed');
    await sendWebhook(t, failed);
    expect((await sendWebhook(t, failed)).json().duplicate).toBe(true);
    const late = await signInAgain(t.deps, userId);
    expect((await getJson(t.app, late, '/api/user/subscription')).body).toMatchObject({
      status: 'past_due',
      isActive: false,
    });
    expect((await getJson(t.app, late, '/api/billing/history')).body.map((i: { status: string }) => i.status)).toEqual([
      'failed',
      'paid',
    ]);
    await sendWebhook(t, billingFixture('event-customer-subscription-deleted'));
    expect((await getJson(t.app, late, '/api/user/subscription')).body.status).toBe('expired');
    expect((await getJson(t.app, late, '/api/user')).body.isEducator).toBe(false);
  });

  it('cancels at the period end through Stripe', async () => {
    const { t, stripe, who } = await signedUpOnStripe(apps);
    await sendWebhook(t, billingFixture('event-invoice-paid'));
    const res = await postEmpty(t.app, who, '/api/billing/cancel-subscription');
    expect(res.json()).toMatchObject({ success: true, currentPeriodEnd: '2027-11-18T15:00:00.000Z' });
    expect(stripe.cancelAtPeriodEnd()).toBe(true);
  });
});
