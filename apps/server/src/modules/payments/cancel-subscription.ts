import { BILLING_MESSAGES, type CancelSubscriptionResponse, PAYMENT_MESSAGES } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError } from '../../ports/payments.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';
import { isSubscriptionActive } from './subscription-row.ts';

/**
 * POST /api/billing/cancel-subscription (docs/product/educators.md#billing): cancels at the period end — access continues until then and
 * it can be reactivated before. With Stripe the provider is told first (its webhook then agrees). Asking twice
 * answers the same.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  input: { userId: number },
): Promise<Result<CancelSubscriptionResponse>> {
  const found = await requireBillingCustomer(deps.db.db, input.userId);
  if (!found.ok) return found;
  const sub = found.value;
  const now = deps.clock.now();
  if (!isSubscriptionActive(sub, now.getTime())) return fail('BILLING_INVALID_STATE', BILLING_MESSAGES.notCancelable);
  const currentPeriodEnd = new Date(Number(sub.current_period_end)).toISOString();
  if (Number(sub.cancel_at_period_end) === 1) {
    return ok({ success: true, message: BILLING_MESSAGES.alreadyCanceled, currentPeriodEnd });
  }
  if (deps.payments.subscriptions && sub.provider_subscription_id) {
    try {
      await deps.payments.subscriptions.setCancelAtPeriodEnd(sub.provider_subscription_id, true);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      deps.log.error({ reason: err.message }, 'billing: the provider refused to cancel a subscription');
      return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  await deps.db.db
    .updateTable('educator_subscriptions')
    .set({ cancel_at_period_end: 1, updated_at: now.getTime() })
    .where('id', '=', sub.id)
    .execute();
  return ok({ success: true, message: BILLING_MESSAGES.canceled, currentPeriodEnd });
}
