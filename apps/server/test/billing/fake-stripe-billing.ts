import { readFileSync } from 'node:fs';
import { createFakeStripe, type RecordedRequest } from '../payments/fake-stripe.ts';

export const SUBSCRIPTION_INTENT = 'pi_3QfTestSubPay0001';
/** The first invoice's PaymentIntent of the n-th Subscription created (the recorded one first). */
export const subscriptionIntent = (n: number) => (n === 1 ? SUBSCRIPTION_INTENT : `pi_3QfTestSubPay000${n}`);
export const PORTAL_URL = 'https://billing.stripe.com/p/session/test_QfTestPortal';

/** A recorded Stripe payload of test/billing/fixtures/. */
export function billingFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/**
 * The fake Stripe of test/payments answering Educator Pro's calls too: Customers, Products, Subscriptions (created
 * incomplete, with the first invoice's confirmation secret), their update, portal sessions, and the subscription's
 * PaymentIntent (succeeded once `payFirstInvoice()`). Each Subscription created after the recorded one gets its own
 * ids (…02, …0002); `DELETE /v1/subscriptions/:id` cancels one (`canceled()` lists them).
 */
export function createFakeStripeBilling() {
  let paid = false;
  let cancelAtPeriodEnd = false;
  let created = 0;
  const canceled: string[] = [];
  const nth = (n: number) =>
    n === 1
      ? billingFixture('subscription-created')
      : JSON.parse(
          JSON.stringify(billingFixture('subscription-created'))
            .replaceAll('sub_1QfTestEducator01', `sub_1QfTestEducator0${n}`)
            .replaceAll('in_1QfTestFirst0001', `in_1QfTestFirst000${n}`)
            .replaceAll(SUBSCRIPTION_INTENT, subscriptionIntent(n)),
        );
  const answer = (r: RecordedRequest): unknown | null => {
    if (r.method === 'POST' && r.path === '/v1/customers') {
      return { id: 'cus_QfTestGrace01', object: 'customer', email: r.body.get('email'), name: r.body.get('name') };
    }
    if (r.method === 'POST' && r.path === '/v1/products') return { id: 'prod_QfTestEducatorPro', object: 'product' };
    if (r.method === 'POST' && r.path === '/v1/subscriptions') {
      created += 1;
      return nth(created);
    }
    if (r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/')) {
      const id = r.path.slice('/v1/subscriptions/'.length);
      canceled.push(id);
      return { ...billingFixture('subscription-created'), id, status: 'canceled' };
    }
    if (r.method === 'POST' && r.path === '/v1/subscriptions/sub_1QfTestEducator01') {
      cancelAtPeriodEnd = r.body.get('cancel_at_period_end') === 'true';
      return { ...billingFixture('subscription-created'), status: 'active', cancel_at_period_end: cancelAtPeriodEnd };
    }
    if (r.method === 'POST' && r.path === '/v1/billing_portal/sessions') {
      return {
        id: 'bps_QfTest01',
        object: 'billing_portal.session',
        customer: r.body.get('customer'),
        url: PORTAL_URL,
      };
    }
    const n = [1, 2, 3].find((i) => r.path === `/v1/payment_intents/${subscriptionIntent(i)}`);
    if (r.method === 'GET' && n !== undefined) {
      const id = subscriptionIntent(n);
      const succeeded = n === 1 && paid;
      return {
        id,
        object: 'payment_intent',
        amount: 50000,
        amount_received: succeeded ? 50000 : 0,
        client_secret: `${id}_secret_Hx8kW2mLrVb8dPzR4sNc1yUe`,
        currency: 'usd',
        status: succeeded ? 'succeeded' : 'requires_payment_method',
      };
    }
    return null;
  };
  const stripe = createFakeStripe({ answer, educatorPriceId: 'price_1QfTestEducatorPro' });
  return {
    ...stripe,
    /** The card was confirmed with Elements: the first invoice's PaymentIntent succeeded. */
    payFirstInvoice() {
      paid = true;
    },
    cancelAtPeriodEnd: () => cancelAtPeriodEnd,
    /** The subscriptions canceled now (DELETE), in order. */
    canceled: () => [...canceled],
  };
}
