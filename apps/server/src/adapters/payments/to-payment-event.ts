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
    default:
      return other;
  }
}
