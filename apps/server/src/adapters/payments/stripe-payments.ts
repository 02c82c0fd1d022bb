import { PaymentStatusSchema } from '@tradearena/contracts';
import Stripe from 'stripe';
import { PaymentProviderError, type Payments } from '../../ports/payments.ts';
import { createStripeSubscriptions } from './stripe-subscriptions.ts';
import { toPaymentEvent } from './to-payment-event.ts';

/** The API version the adapter and its recorded fixtures speak (stripe-node 23.1's own). */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/** Stripe's default: a signed event older than 5 minutes is refused (a replayed capture). */
const WEBHOOK_TOLERANCE_S = 300;

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Educator Pro's yearly Price (`price_…`); without it an inline $500/year price is used. */
  educatorPriceId?: string | undefined;
  /** Tests pass `Stripe.createFetchHttpClient(fakeFetch)`: recorded answers, no network. */
  httpClient?: Stripe.HttpClient;
}

/**
 * Stripe PaymentIntents (the official SDK). Amount and currency are the server's; each create carries the idempotency
 * key `pi:create:<purchaseId>`, so a retried request (ours or the SDK's) makes one intent. Webhooks are verified over
 * the raw bytes with the signing secret. Every Stripe payload is parsed with zod before it leaves the adapter.
 */
export function createStripePayments(opts: StripePaymentsOptions): Payments {
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(opts.httpClient ? { httpClient: opts.httpClient } : {}),
  });
  return {
    provider: 'stripe',
    publishableKey: opts.publishableKey,
    async createIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            automatic_payment_methods: { enabled: true },
            description: request.description,
            metadata: { purchaseId: request.purchaseId, userId: String(request.userId), kind: request.kind },
          },
          { idempotencyKey: `pi:create:${request.purchaseId}` },
        );
        if (!intent.client_secret)
          throw new PaymentProviderError('Stripe returned a PaymentIntent without a client secret');
        return {
          id: intent.id,
          clientSecret: intent.client_secret,
          status: PaymentStatusSchema.parse(intent.status),
          amountCents: intent.amount,
        };
      } catch (err) {
        throw asProviderError(err);
      }
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: PaymentStatusSchema.parse(intent.status),
          amountReceivedCents: intent.amount_received,
          currency: intent.currency,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw asProviderError(err);
      }
    },
    async resumeIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        const status = PaymentStatusSchema.parse(intent.status);
        const payable = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(status);
        if (!payable || !intent.client_secret) return null;
        return { id: intent.id, clientSecret: intent.client_secret, status, amountCents: intent.amount };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw asProviderError(err);
      }
    },
    parseWebhook(rawBody, signatureHeader, receivedAtMs) {
      if (!signatureHeader) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          receivedAtMs,
        );
      } catch {
        return null;
      }
      return toPaymentEvent(event);
    },
    subscriptions: createStripeSubscriptions(stripe, { priceId: opts.educatorPriceId }),
  };
}

function asProviderError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const e = err as { type?: unknown; code?: unknown; message?: unknown };
  // The message of a Stripe error never holds card data; the key itself is never in it either.
  return new PaymentProviderError(
    `Stripe: ${String(e.type ?? 'error')} ${String(e.code ?? '')} ${String(e.message ?? '')}`.trim(),
  );
}
