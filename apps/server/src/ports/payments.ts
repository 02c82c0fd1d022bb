import type { PaymentProvider, PaymentStatus, PurchaseKind } from '@tradearena/contracts';

/** What the provider is asked to charge: always the server's own price, in cents. */
export interface IntentRequest {
  /** Ours: the provider's idempotency key is derived from it, so a retried call creates one intent. */
  purchaseId: string;
  userId: number;
  kind: PurchaseKind;
  amountCents: number;
  description: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amountCents: number;
}

/** The provider's view of an intent now (force-process asks before fulfilling). */
export interface ProviderIntentState {
  id: string;
  status: PaymentStatus;
  /** Cents actually received (0 until it succeeded). */
  amountReceivedCents: number;
  currency: string;
}

/** A verified webhook event, reduced to what we act on. Vendor types never cross the port. */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded';
      paymentIntentId: string;
      amountReceivedCents: number;
      currency: string;
    }
  | { id: string; type: 'payment_intent.payment_failed' | 'payment_intent.canceled'; paymentIntentId: string }
  | {
      id: string;
      type: 'charge.refunded';
      paymentIntentId: string;
      /** The charge's amount and currency, and how much of it is refunded so far (cumulative). */
      chargeAmountCents: number;
      currency: string;
      refundedCents: number;
    }
  /** `disputedCents`: this dispute's amount (Stripe: at most what a refund left of the charge), not cumulative. */
  | { id: string; type: 'charge.dispute.created'; paymentIntentId: string; disputedCents: number }
  /** A subscription invoice paid (first or renewal): the period it pays for, from the invoice's line. */
  | {
      id: string;
      type: 'invoice.paid';
      invoiceId: string;
      subscriptionId: string;
      paymentIntentId: string | null;
      amountPaidCents: number;
      currency: string;
      periodStart: number;
      periodEnd: number;
      hostedInvoiceUrl: string | null;
      billingReason: string | null;
    }
  | {
      id: string;
      type: 'invoice.payment_failed';
      invoiceId: string;
      subscriptionId: string;
      amountDueCents: number;
      hostedInvoiceUrl: string | null;
      billingReason: string | null;
    }
  /** The provider's subscription now (Stripe statuses reduced to ours; instants in epoch ms). */
  | {
      id: string;
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscriptionId: string;
      status: 'incomplete' | 'active' | 'past_due' | 'expired';
      cancelAtPeriodEnd: boolean;
      currentPeriodStart: number | null;
      currentPeriodEnd: number | null;
    }
  | { id: string; type: 'other'; eventType: string };

/** Starting an Educator Pro subscription at the provider (Stripe Subscriptions). */
export interface SubscriptionRequest {
  /** Ours: the idempotency keys derive from it, so a retried call creates one customer and one subscription. */
  subscriptionId: string;
  /** The account's id; null for a signed-out signup (its account is created after the provider's call). */
  userId: number | null;
  email: string;
  name: string;
  amountCents: number;
}

export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  /** The first invoice's PaymentIntent, confirmed in the browser like a store payment. */
  intent: ProviderIntent;
  invoiceId: string | null;
  hostedInvoiceUrl: string | null;
}

/** The customer portal is not set up at the provider (the billing page explains how). */
export class BillingPortalNotConfiguredError extends Error {}

/** Recurring billing at the provider; null for the simulated provider (our renewal job charges the stored card). */
export interface SubscriptionBilling {
  /** Customer + subscription left incomplete until the first invoice is paid. Throws PaymentProviderError. */
  start(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /**
   * Cancels a subscription now, so its open invoices are no longer retried (one that is already canceled or expired
   * is fine). Throws PaymentProviderError.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Cancel at the period end (true) or undo that (false). Throws PaymentProviderError. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** A customer-portal session's URL. Throws BillingPortalNotConfiguredError or PaymentProviderError. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The hosted page of an invoice; null when the provider does not know it. Throws PaymentProviderError. */
  invoiceUrl(invoiceId: string): Promise<string | null>;
}

/** The provider failed or refused our request (network, auth, Stripe 5xx): nothing to tell the user but "try again". */
export class PaymentProviderError extends Error {}

/** Card payments (docs/product/store-and-bank.md#card-payments): Stripe when its keys are set, else the simulated provider of test cards. */
export interface Payments {
  readonly provider: PaymentProvider;
  /** For Stripe Elements in the browser; null for the simulated provider. */
  readonly publishableKey: string | null;
  /** Creates a PaymentIntent for `request.amountCents` USD. Throws PaymentProviderError. */
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  /** The intent's state at the provider; null when it does not know it. Throws PaymentProviderError. */
  retrieveIntent(id: string): Promise<ProviderIntentState | null>;
  /**
   * A pending intent's card step again (a repeated Educator Pro signup answers the same intent, so it can be paid
   * once): its client secret, or null when the provider does not know it or it can no longer be paid (succeeded,
   * processing, canceled). The simulated provider issues a new secret for the same intent (it keeps only a hash), so
   * only the latest card step can confirm it. Throws PaymentProviderError.
   */
  resumeIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Verifies a webhook's signature over the exact bytes received and parses it; null when the signature (or its age
   * against `receivedAtMs`) does not hold or the provider sends no webhooks.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, receivedAtMs: number): PaymentEvent | null;
  /** Educator Pro's recurring billing: Stripe Subscriptions, or null (simulated: intents + our renewal job). */
  readonly subscriptions: SubscriptionBilling | null;
}
