import { readFileSync } from 'node:fs';
import { createFakeStripe, type RecordedRequest } from '../payments/fake-stripe.ts';

export const SUBSCRIPTION_INTENT = 'pi_3QfTestSubPay0001';
export const PORTAL_URL = 'https://billing.stripe.com/p/session/test_QfTestPortal';

/** A recorded Stripe payload of test/billing/fixtures/. */
export function billingFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/**
 * The fake Stripe of test/payments answering Educator Pro's calls too: Customers, Products, Subscriptions (created
 * incomplete, with the first invoice's confirmation secret), their update, portal sessions, and the subscription's
 * PaymentIntent (succeeded once `payFirstInvoice()`).
 */
export function createFakeStripeBilling() {
  let paid = false;
  let cancelAtPeriodEnd = false;
  const answer = (r: RecordedRequest): unknown | null => {
    if (r.method === 'POST' && r.path === '/v1/customers') {
      return { id: 'cus_QfTestGrace01', object: 'customer', email: r.body.get('email'), name: r.body.get('name') };
    }
    if (r.method === 'POST' && r.path === '/v1/products') return { id: 'prod_QfTestEducatorPro', object: 'product' };
    if (r.method === 'POST' && r.path === '/v1/subscriptions') return billingFixture('subscription-created');
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
    if (r.method === 'GET' && r.path === `/v1/payment_intents/${SUBSCRIPTION_INTENT}`) {
      return {
        id: SUBSCRIPTION_INTENT,
        object: 'payment_intent',
        amount: 50000,
        amount_received: paid ? 50000 : 0,
        currency: 'usd',
        status: paid ? 'succeeded' : 'requires_payment_method',
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
  };
}
