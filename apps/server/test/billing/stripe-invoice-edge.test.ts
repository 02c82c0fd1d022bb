import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { getJson, signInAgain } from './billing-builders.ts';
import { billingFixture } from './fake-stripe-billing.ts';
import { sendWebhook, signedUpOnStripe } from './stripe-billing-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

/** The recorded invoice.paid as another invoice of the subscription. */
function invoiceEvent(id: string, object: Record<string, unknown>, type = 'invoice.paid') {
  const fixture = billingFixture(type === 'invoice.paid' ? 'event-invoice-paid' : 'event-invoice-payment-failed') as {
    id: string;
    data: { object: Record<string, unknown> };
  };
  fixture.id = id;
  Object.assign(fixture.data.object, object);
  return fixture;
}

describe('Stripe invoices that are not a plain $500 charge', () => {
  it('a renewal paid in full by the credit balance ($0 paid) renews instead of failing the webhook', async () => {
    const { t, userId } = await signedUpOnStripe(apps);
    expect((await sendWebhook(t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
    t.clock.set('2027-11-18T15:01:00Z');
    const renewal = invoiceEvent('evt_QfZeroRenewal01', {
      id: 'in_QfZeroRenewal01',
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      lines: { object: 'list', data: [{ period: { start: 1826550000, end: 1858172400 } }] },
    });
    const res = await sendWebhook(t, renewal);
    expect(res.statusCode, res.body).toBe(200);
    const who = await signInAgain(t.deps, userId);
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      isActive: true,
      currentPeriodEnd: '2028-11-18T15:00:00.000Z',
    });
  });

  it('a manual invoice paid within the period is listed but neither clashes nor moves the period', async () => {
    const { t, userId } = await signedUpOnStripe(apps);
    expect((await sendWebhook(t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
    // A one-off invoice's line period is the instant it was made (start = end = now).
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const extra = invoiceEvent('evt_QfManual01', {
      id: 'in_QfManual01',
      billing_reason: 'manual',
      amount_paid: 1000,
      lines: { object: 'list', data: [{ period: { start: nowS, end: nowS } }] },
    });
    const res = await sendWebhook(t, extra);
    expect(res.statusCode, res.body).toBe(200);
    const who = await signInAgain(t.deps, userId);
    expect((await getJson(t.app, who, '/api/user/subscription')).body).toMatchObject({
      isActive: true,
      currentPeriodEnd: '2027-11-18T15:00:00.000Z',
    });
    const history = (await getJson(t.app, who, '/api/billing/history')).body as { status: string; amount: number }[];
    expect(history.map((i) => [i.status, i.amount]).sort()).toEqual([
      ['paid', 1000],
      ['paid', 50000],
    ]);
  });
});
