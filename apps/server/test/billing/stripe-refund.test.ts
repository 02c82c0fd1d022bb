import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { eventFor } from '../payments/fake-stripe.ts';
import { getJson } from './billing-builders.ts';
import { billingFixture, SUBSCRIPTION_INTENT } from './fake-stripe-billing.ts';
import { sendWebhook, signedUpOnStripe } from './stripe-billing-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

/** Signed out through the wizard, then Stripe's invoice.paid: an active educator. */
async function paidEducator() {
  const { t, who } = await signedUpOnStripe(apps);
  expect((await sendWebhook(t, billingFixture('event-invoice-paid'))).statusCode).toBe(200);
  expect((await getJson(t.app, who, '/api/user')).body.isEducator).toBe(true);
  return { t, who };
}

const refundOf = (eventId: string, refundedCents: number) =>
  eventFor('event-charge-refunded', SUBSCRIPTION_INTENT, eventId, {
    amount: 50_000,
    amount_captured: 50_000,
    amount_refunded: refundedCents,
    refunded: refundedCents === 50_000,
  });

async function state(t: TestApp, who: { cookie: string }) {
  return {
    isEducator: (await getJson(t.app, who, '/api/user')).body.isEducator,
    status: (await getJson(t.app, who, '/api/user/subscription')).body.status,
    invoices: (await getJson(t.app, who, '/api/billing/history')).body.map((i: { status: string }) => i.status),
  };
}

describe('Educator Pro: a refund or dispute of its payment (recorded Stripe events)', () => {
  it('a partial refund keeps access; a full refund ends it (invoice refunded), once', async () => {
    const { t, who } = await paidEducator();
    await sendWebhook(t, refundOf('evt_edu_partial', 10_000));
    expect(await state(t, who)).toEqual({ isEducator: true, status: 'active', invoices: ['paid'] });

    const full = refundOf('evt_edu_full', 50_000);
    expect((await sendWebhook(t, full)).json()).toEqual({ received: true, duplicate: false });
    expect(await state(t, who)).toEqual({ isEducator: false, status: 'expired', invoices: ['refunded'] });
    expect((await sendWebhook(t, full)).json()).toEqual({ received: true, duplicate: true });
    // A dispute coming after the refund changes nothing more.
    await sendWebhook(
      t,
      eventFor('event-charge-dispute-created', SUBSCRIPTION_INTENT, 'evt_edu_dispute', { amount: 50_000 }),
    );
    expect(await state(t, who)).toEqual({ isEducator: false, status: 'expired', invoices: ['refunded'] });
  });

  it('a dispute of the whole payment ends access', async () => {
    const { t, who } = await paidEducator();
    await sendWebhook(
      t,
      eventFor('event-charge-dispute-created', SUBSCRIPTION_INTENT, 'evt_edu_dispute', { amount: 50_000 }),
    );
    expect(await state(t, who)).toEqual({ isEducator: false, status: 'expired', invoices: ['refunded'] });
  });
});
