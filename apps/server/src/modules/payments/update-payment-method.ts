import {
  BILLING_MESSAGES,
  type BillingUrlResponse,
  PAYMENT_MESSAGES,
  SIMULATED_PAYMENT_METHOD_PATH,
} from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { BillingPortalNotConfiguredError, PaymentProviderError } from '../../ports/payments.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';

/**
 * POST /api/billing/update-payment-method: Stripe's customer portal (a session URL, back to the billing page), or
 * with the simulated provider our own page where a test card replaces the stored one.
 */
export async function updatePaymentMethod(
  deps: BillingDeps,
  input: { userId: number },
): Promise<Result<BillingUrlResponse>> {
  const found = await requireBillingCustomer(deps.db.db, input.userId);
  if (!found.ok) return found;
  const sub = found.value;
  if (!deps.payments.subscriptions || !sub.provider_customer_id) return ok({ url: SIMULATED_PAYMENT_METHOD_PATH });
  try {
    const returnUrl = `${deps.publicUrl.replace(/\/$/, '')}/billing-management`;
    return ok({ url: await deps.payments.subscriptions.portalUrl(sub.provider_customer_id, returnUrl) });
  } catch (err) {
    if (err instanceof BillingPortalNotConfiguredError) {
      return fail('BILLING_PORTAL_NOT_CONFIGURED', BILLING_MESSAGES.portalNotConfigured);
    }
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ reason: err.message }, 'billing: could not open the customer portal');
    return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
}
