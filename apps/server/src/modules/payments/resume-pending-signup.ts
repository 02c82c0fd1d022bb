import type { ProviderIntent } from '../../ports/payments.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { SubscriptionRow } from './subscription-row.ts';

/**
 * How long a first invoice's intent is resumed: Stripe expires an unpaid incomplete subscription after 23 hours
 * (and the simulated card form takes an intent for a day); an older one is replaced.
 */
const RESUMABLE_MS = 23 * 3_600_000;

/**
 * A repeated signup (a second tab, Back then Next) of a subscription still waiting for its first payment: the
 * pending first invoice's intent, still payable at the provider, so the card step answers the SAME intent and the
 * signup can be paid once (never a second intent, nor on Stripe a second Subscription beside an open one). Null when
 * there is none to resume: no pending invoice (or an expired one), another provider's, or the provider says it can
 * no longer be paid.
 * Throws PaymentProviderError.
 */
export async function resumePendingSignup(
  deps: Pick<BillingDeps, 'db' | 'payments' | 'clock'>,
  existing: SubscriptionRow | undefined,
): Promise<ProviderIntent | null> {
  if (existing?.status !== 'incomplete' || existing.provider !== deps.payments.provider) return null;
  const invoice = await deps.db.db
    .selectFrom('billing_invoices')
    .select('payment_intent_id')
    .where('subscription_id', '=', existing.id)
    .where('status', '=', 'open')
    .where('reason', '=', 'subscription_create')
    .where('payment_intent_id', 'is not', null)
    .where('created_at', '>', deps.clock.now().getTime() - RESUMABLE_MS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!invoice?.payment_intent_id) return null;
  return deps.payments.resumeIntent(invoice.payment_intent_id);
}
