import { BILLING_MESSAGES, PAYMENT_MESSAGES, type ReactivateSubscriptionResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError } from '../../ports/payments.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';
import { isSubscriptionActive } from './subscription-row.ts';

/**
 * POST /api/billing/reactivate-subscription: undoes a cancellation before the period ends (it renews again on the
 * anniversary). After the end, or without a pending cancellation: 409 (subscribe again through the wizard).
 */
export async function reactivateSubscription(
  deps: BillingDeps,
  input: { userId: number },
): Promise<Result<ReactivateSubscriptionResponse>> {
  const found = await requireBillingCustomer(deps.db.db, input.userId);
  if (!found.ok) return found;
  const sub = found.value;
  const now = deps.clock.now();
  if (!isSubscriptionActive(sub, now.getTime()) || Number(sub.cancel_at_period_end) !== 1) {
    return fail('BILLING_INVALID_STATE', BILLING_MESSAGES.notReactivatable);
  }
  if (deps.payments.subscriptions && sub.provider_subscription_id) {
    try {
      await deps.payments.subscriptions.setCancelAtPeriodEnd(sub.provider_subscription_id, false);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      deps.log.error({ reason: err.message }, 'billing: the provider refused to reactivate a subscription');
      return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  await deps.db.db
    .updateTable('educator_subscriptions')
    .set({ cancel_at_period_end: 0, updated_at: now.getTime() })
    .where('id', '=', sub.id)
    .where('status', '=', 'active')
    .execute();
  return ok({ success: true, message: BILLING_MESSAGES.reactivated });
}
