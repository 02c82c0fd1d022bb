import { PaymentStatusSchema } from '@tradearena/contracts';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  BillingPortalNotConfiguredError,
  PaymentProviderError,
  type SubscriptionBilling,
} from '../../ports/payments.ts';

const StartedSchema = z.object({
  id: z.string(),
  latest_invoice: z.object({
    id: z.string(),
    hosted_invoice_url: z.string().nullish(),
    confirmation_secret: z.object({ client_secret: z.string() }).nullish(),
    amount_due: z.number().int(),
  }),
});

/** `pi_123_secret_abc` → `pi_123`: the PaymentIntent of an invoice's confirmation secret. */
function intentIdOf(clientSecret: string): string {
  const i = clientSecret.indexOf('_secret_');
  if (i <= 0) throw new PaymentProviderError('Stripe: an invoice confirmation secret without a PaymentIntent');
  return clientSecret.slice(0, i);
}

/**
 * Educator Pro on Stripe Subscriptions: a Customer and a yearly Subscription (the configured Price, or an inline
 * $500/year price on an "Educator Pro" product) with `payment_behavior=default_incomplete`, so the first invoice's
 * PaymentIntent is confirmed in the browser exactly like a store payment. Renewals, failures and cancellations come
 * back as webhooks (to-payment-event.ts). Idempotency keys derive from our subscription id.
 */
export function createStripeSubscriptions(stripe: Stripe, opts: { priceId?: string | undefined }): SubscriptionBilling {
  const itemFor = async (amountCents: number): Promise<Stripe.SubscriptionCreateParams.Item> => {
    if (opts.priceId) return { price: opts.priceId };
    const product = await stripe.products.create(
      { name: 'Educator Pro' },
      { idempotencyKey: 'product:create:educator-pro:v1' },
    );
    return {
      price_data: { currency: 'usd', product: product.id, unit_amount: amountCents, recurring: { interval: 'year' } },
    };
  };
  return {
    async start(request) {
      // A signed-out signup's account does not exist yet: no user id rather than a wrong one.
      const metadata = {
        ...(request.userId === null ? {} : { userId: String(request.userId) }),
        subscriptionId: request.subscriptionId,
      };
      try {
        const customer = await stripe.customers.create(
          {
            email: request.email,
            name: request.name,
            metadata,
          },
          { idempotencyKey: `cus:create:${request.subscriptionId}` },
        );
        const created = await stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [await itemFor(request.amountCents)],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: ['latest_invoice.confirmation_secret'],
            metadata,
          },
          { idempotencyKey: `sub:create:${request.subscriptionId}` },
        );
        const sub = StartedSchema.parse(created);
        const secret = sub.latest_invoice.confirmation_secret?.client_secret;
        if (!secret) throw new PaymentProviderError('Stripe returned a subscription invoice without a client secret');
        return {
          customerId: customer.id,
          subscriptionId: sub.id,
          intent: {
            id: intentIdOf(secret),
            clientSecret: secret,
            status: PaymentStatusSchema.parse('requires_payment_method'),
            amountCents: sub.latest_invoice.amount_due,
          },
          invoiceId: sub.latest_invoice.id,
          hostedInvoiceUrl: sub.latest_invoice.hosted_invoice_url ?? null,
        };
      } catch (err) {
        throw asProviderError(err);
      }
    },
    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        // Already canceled or expired (incomplete_expired), or unknown: nothing is left to retry.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw asProviderError(err);
      }
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      try {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      } catch (err) {
        throw asProviderError(err);
      }
    },
    async portalUrl(customerId, returnUrl) {
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return z.object({ url: z.string() }).parse(session).url;
      } catch (err) {
        const message = String((err as { message?: unknown }).message ?? '');
        if (err instanceof Stripe.errors.StripeInvalidRequestError && /configur/i.test(message)) {
          throw new BillingPortalNotConfiguredError(message);
        }
        throw asProviderError(err);
      }
    },
    async invoiceUrl(invoiceId) {
      try {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        return z.object({ hosted_invoice_url: z.string().nullish() }).parse(invoice).hosted_invoice_url ?? null;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw asProviderError(err);
      }
    },
  };
}

function asProviderError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError || err instanceof BillingPortalNotConfiguredError) {
    return err as PaymentProviderError;
  }
  const e = err as { type?: unknown; code?: unknown; message?: unknown };
  return new PaymentProviderError(
    `Stripe: ${String(e.type ?? 'error')} ${String(e.code ?? '')} ${String(e.message ?? '')}`.trim(),
  );
}
