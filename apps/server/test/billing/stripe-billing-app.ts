import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signed } from '../payments/fake-stripe.ts';
import { WEDNESDAY } from '../payments/payment-builders.ts';
import { cookieOf, getJson, signupForm, startSubscription } from './billing-builders.ts';
import { createFakeStripeBilling } from './fake-stripe-billing.ts';

/** A test app on a Wednesday whose payments go to the fake Stripe answering Educator Pro's calls (caller closes it). */
export async function createStripeBillingApp() {
  const stripe = createFakeStripeBilling();
  const t = await createTestApp({ now: WEDNESDAY, deps: { payments: stripe.payments } });
  return { t, stripe };
}

/** A signed-out signup through the wizard up to its payment: the new account's cookie and id, and the answer. */
export async function signUpThroughWizard(t: TestApp) {
  const started = await startSubscription(t.app, null, signupForm());
  expect(started.statusCode, started.body).toBe(200);
  const who = { cookie: cookieOf(started) };
  const userId = (await getJson(t.app, who, '/api/user')).body.id as number;
  return { who, userId, started: started.json() };
}

/** A Stripe billing app (added to `apps`, which the caller closes) with an account signed up through the wizard. */
export async function signedUpOnStripe(apps: TestApp[]) {
  const { t, stripe } = await createStripeBillingApp();
  apps.push(t);
  return { t, stripe, ...(await signUpThroughWizard(t)) };
}

/** Stripe calling the webhook with `event`, signed at the app's clock. */
export function sendWebhook(t: TestApp, event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload, t.clock.now().getTime()) },
    payload,
  });
}
