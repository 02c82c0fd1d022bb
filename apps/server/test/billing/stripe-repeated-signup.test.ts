import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { cookieOf, getJson, signInAgain, signupForm, startSubscription, upgradeForm } from './billing-builders.ts';
import {
  billingFixture,
  type createFakeStripeBilling,
  SUBSCRIPTION_INTENT,
  subscriptionIntent,
} from './fake-stripe-billing.ts';
import { createStripeBillingApp, sendWebhook } from './stripe-billing-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup() {
  const app = await createStripeBillingApp();
  apps.push(app.t);
  return app;
}

const created = (stripe: ReturnType<typeof createFakeStripeBilling>) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');

describe('Educator Pro on Stripe: a repeated signup', () => {
  it('while incomplete answers the same pending intent: no second Stripe subscription, one open invoice', async () => {
    const { t, stripe } = await setup();
    const player = await buildTrader(t.deps.db.db);
    const first = await startSubscription(t.app, player.cookie, upgradeForm());
    expect(first.statusCode, first.body).toBe(200);
    const again = await startSubscription(t.app, player.cookie, upgradeForm({ institutionName: 'Lincoln Middle' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      paymentIntentId: SUBSCRIPTION_INTENT,
      clientSecret: first.json().clientSecret,
      subscriptionId: first.json().subscriptionId,
    });
    expect(created(stripe)).toHaveLength(1);
    expect(stripe.canceled()).toEqual([]);
    const db = t.deps.db.db;
    expect(await db.selectFrom('billing_invoices').select(['status', 'payment_intent_id']).execute()).toEqual([
      { status: 'open', payment_intent_id: SUBSCRIPTION_INTENT },
    ]);
    expect(await db.selectFrom('payment_intents').select('id').execute()).toHaveLength(1);
    const sub = await db.selectFrom('educator_subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      institution_name: 'Lincoln Middle',
      provider_subscription_id: 'sub_1QfTestEducator01',
    });
  });

  it('while past due cancels the old Stripe subscription before creating the new one', async () => {
    const { t, stripe } = await setup();
    const player = await buildTrader(t.deps.db.db);
    expect((await startSubscription(t.app, player.cookie, upgradeForm())).statusCode).toBe(200);
    await sendWebhook(t, billingFixture('event-invoice-paid'));
    t.clock.set('2027-11-18T15:01:00Z');
    await sendWebhook(t, billingFixture('event-invoice-payment-failed'));
    const who = await signInAgain(t.deps, player.id);
    expect((await getJson(t.app, who, '/api/user/subscription')).body.status).toBe('past_due');

    const again = await startSubscription(t.app, who.cookie, upgradeForm());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentIntentId).toBe(subscriptionIntent(2));
    expect(stripe.canceled()).toEqual(['sub_1QfTestEducator01']);
    const order = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('DELETE /v1/subscriptions/sub_1QfTestEducator01')).toBeLessThan(
      order.lastIndexOf('POST /v1/subscriptions'),
    );
    const sub = await t.deps.db.db.selectFrom('educator_subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(sub.provider_subscription_id).toBe('sub_1QfTestEducator02');
  });

  it('sends Stripe the signed-in user’s id, and no user id for a signed-out signup (its account comes after)', async () => {
    const { t, stripe } = await setup();
    const out = await startSubscription(t.app, null, signupForm());
    expect(out.statusCode, out.body).toBe(200);
    const signedOut = stripe.requests.filter((r) => r.path === '/v1/customers' || r.path === '/v1/subscriptions');
    expect(signedOut).toHaveLength(2);
    for (const r of signedOut) {
      expect(r.body.get('metadata[userId]')).toBeNull();
      expect(r.body.get('metadata[subscriptionId]')).toMatch(/^sub_/);
    }
    const me = (await getJson(t.app, { cookie: cookieOf(out) }, '/api/user')).body.id as number;
    expect(me).toBeGreaterThan(0);

    const other = await setup();
    const player = await buildTrader(other.t.deps.db.db);
    expect((await startSubscription(other.t.app, player.cookie, upgradeForm())).statusCode).toBe(200);
    const signedIn = other.stripe.requests.filter((r) => r.path === '/v1/customers' || r.path === '/v1/subscriptions');
    for (const r of signedIn) expect(r.body.get('metadata[userId]')).toBe(String(player.id));
  });
});
