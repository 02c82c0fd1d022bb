import Stripe from 'stripe';
import { createStripePayments } from '../../src/adapters/payments/stripe-payments.ts';
import type { Payments } from '../../src/ports/payments.ts';
import { fixture } from './payment-builders.ts';

export const WEBHOOK_SECRET = 'whsec_test_tradearena';
const RECORDED_ID = 'pi_3QfTestCreate0001';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: URLSearchParams;
}

/**
 * Stripe's API answering from recorded bodies (fixtures/), in memory: each created PaymentIntent gets its own id
 * (the recorded one with a serial), `pay(id)` makes it succeed as a confirmed card would, `down()` answers 401 as
 * Stripe does for a revoked key. Plugged into the real SDK through its fetch HTTP client: no network.
 */
export function createFakeStripe(
  opts: {
    /** More recorded endpoints (e.g. test/billing's subscriptions): a body answers 200, null falls through. */
    answer?: (request: RecordedRequest) => unknown | null;
    educatorPriceId?: string;
  } = {},
) {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  let serial = 0;
  let refusing = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fake' },
    });
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const u = new URL(String(url));
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      path: u.pathname,
      headers: new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    });
    if (refusing) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } });
    }
    if (method === 'POST' && u.pathname === '/v1/payment_intents') {
      serial += 1;
      const id = `${RECORDED_ID}${serial}`;
      const body = new URLSearchParams(String(init?.body));
      const intent = {
        ...fixture('payment-intent-created'),
        id,
        client_secret: `${id}_secret_Qm7xWm2kLrVb8dPzR4sNc1yUe`,
        amount: Number(body.get('amount')),
      };
      intents.set(id, intent);
      return json(200, intent);
    }
    const extra = opts.answer?.(requests[requests.length - 1] as RecordedRequest);
    if (extra) return json(200, extra);
    const m = /^\/v1\/payment_intents\/([\w]+)$/.exec(u.pathname);
    if (method === 'GET' && m) {
      const intent = intents.get(m[1]!);
      return intent
        ? json(200, intent)
        : json(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${m[1]}'`,
            },
          });
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${u.pathname})` },
    });
  };
  const payments: Payments = createStripePayments({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_fake',
    educatorPriceId: opts.educatorPriceId,
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
  });
  return {
    payments,
    requests,
    /** The card was confirmed in the browser: Stripe now reports the intent succeeded. */
    pay(id: string, amountReceived?: number) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`unknown intent ${id}`);
      const paid = fixture('payment-intent-succeeded');
      intents.set(id, { ...paid, id, amount: intent.amount, amount_received: amountReceived ?? intent.amount });
    },
    down() {
      refusing = true;
    },
  };
}

/** A recorded event about another PaymentIntent (and with its own event id). */
export function eventFor(name: string, intentId: string, eventId: string, patch: Record<string, unknown> = {}) {
  const event = JSON.parse(JSON.stringify(fixture(name)).replaceAll(RECORDED_ID, intentId));
  event.id = eventId;
  Object.assign(event.data.object, patch);
  return event as Record<string, unknown>;
}

/** The Stripe-Signature header for these exact bytes, as Stripe would sign them at `atMs`. */
export function signed(payload: string, atMs: number, secret = WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(atMs / 1000) });
}
