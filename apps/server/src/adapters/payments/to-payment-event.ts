import { z } from 'zod';
import type { PaymentEvent } from '../../ports/payments.ts';

const EnvelopeSchema = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) });
const IntentSchema = z.object({ id: z.string(), amount_received: z.number().int(), currency: z.string() });
const IntentIdSchema = z.object({ id: z.string() });
const intentRef = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const ChargeSchema = z.object({
  payment_intent: intentRef,
  amount: z.number().int(),
  currency: z.string(),
  amount_refunded: z.number().int(),
});
const DisputeSchema = z.object({ payment_intent: intentRef, amount: z.number().int() });
const ref = intentRef;
/** An invoice of a subscription: the subscription is `parent.subscription_details.subscription` (or, in older API versions, `subscription`). */
const InvoiceSchema = z
  .object({
    id: z.string(),
    amount_paid: z.number().int().default(0),
    amount_due: z.number().int().default(0),
    currency: z.string(),
    hosted_invoice_url: z.string().nullish(),
    billing_reason: z.string().nullish(),
    subscription: ref.nullish(),
    parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
    payment_intent: ref.nullish(),
    payments: z.object({ data: z.array(z.object({ payment: z.object({ payment_intent: ref.nullish() }) })) }).nullish(),
    lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })) }),
  })
  .transform((inv) => ({
    ...inv,
    subscriptionId: inv.parent?.subscription_details?.subscription ?? inv.subscription ?? null,
    paymentIntentId: inv.payment_intent ?? inv.payments?.data[0]?.payment.payment_intent ?? null,
    period: inv.lines.data[0]?.period ?? null,
  }));
/** Period dates sit on the subscription's item (newer API versions) or on the subscription itself (older). */
const SubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.number().nullish(),
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(z.object({ current_period_start: z.number().nullish(), current_period_end: z.number().nullish() })),
    })
    .nullish(),
});
const SUBSCRIPTION_STATUS: Record<string, 'incomplete' | 'active' | 'past_due' | 'expired'> = {
  incomplete: 'incomplete',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete_expired: 'expired',
  canceled: 'expired',
};
const ms = (s: number | null | undefined) => (s === null || s === undefined ? null : s * 1000);

/**
 * A verified Stripe event (envelope `{ id, type, data.object }`) reduced to what we act on. An event we do not
 * handle, or whose object lacks what we need (e.g. a charge without a PaymentIntent), is `other`.
 */
export function toPaymentEvent(raw: unknown): PaymentEvent | null {
  const envelope = EnvelopeSchema.safeParse(raw);
  if (!envelope.success) return null;
  const { id, type } = envelope.data;
  const object = envelope.data.data.object;
  const other: PaymentEvent = { id, type: 'other', eventType: type };
  switch (type) {
    case 'payment_intent.succeeded': {
      const pi = IntentSchema.safeParse(object);
      return pi.success
        ? {
            id,
            type,
            paymentIntentId: pi.data.id,
            amountReceivedCents: pi.data.amount_received,
            currency: pi.data.currency,
          }
        : other;
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const pi = IntentIdSchema.safeParse(object);
      return pi.success ? { id, type, paymentIntentId: pi.data.id } : other;
    }
    case 'charge.refunded': {
      const charge = ChargeSchema.safeParse(object);
      return charge.success
        ? {
            id,
            type,
            paymentIntentId: charge.data.payment_intent,
            chargeAmountCents: charge.data.amount,
            currency: charge.data.currency,
            refundedCents: charge.data.amount_refunded,
          }
        : other;
    }
    case 'charge.dispute.created': {
      const dispute = DisputeSchema.safeParse(object);
      return dispute.success
        ? { id, type, paymentIntentId: dispute.data.payment_intent, disputedCents: dispute.data.amount }
        : other;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const inv = InvoiceSchema.safeParse(object);
      if (!inv.success || !inv.data.subscriptionId) return other;
      const i = inv.data;
      const common = {
        id,
        invoiceId: i.id,
        subscriptionId: i.subscriptionId as string,
        hostedInvoiceUrl: i.hosted_invoice_url ?? null,
        billingReason: i.billing_reason ?? null,
      };
      if (type === 'invoice.payment_failed') return { ...common, type, amountDueCents: i.amount_due };
      if (!i.period) return other;
      return {
        ...common,
        type,
        paymentIntentId: i.paymentIntentId,
        amountPaidCents: i.amount_paid,
        currency: i.currency,
        periodStart: i.period.start * 1000,
        periodEnd: i.period.end * 1000,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = SubscriptionSchema.safeParse(object);
      if (!sub.success) return other;
      const item = sub.data.items?.data[0];
      return {
        id,
        type,
        subscriptionId: sub.data.id,
        status:
          type === 'customer.subscription.deleted' ? 'expired' : (SUBSCRIPTION_STATUS[sub.data.status] ?? 'expired'),
        cancelAtPeriodEnd: sub.data.cancel_at_period_end,
        currentPeriodStart: ms(item?.current_period_start ?? sub.data.current_period_start),
        currentPeriodEnd: ms(item?.current_period_end ?? sub.data.current_period_end),
      };
    }
    default:
      return other;
  }
}
