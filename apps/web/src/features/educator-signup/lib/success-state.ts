import type { SubscriptionStatusResponse } from '@tradearena/contracts';

export type SuccessState = 'activated' | 'processing' | 'payment_required' | 'verifying';

/**
 * The success page's four states (docs/product/educators.md#signup-wizard): Activated (paid and active), Processing Subscription (paid, not yet
 * active), Payment Required (the intent needs a payment method), Verifying Payment (anything else, or no answer yet).
 */
export function successState(status: SubscriptionStatusResponse | undefined): SuccessState {
  if (status?.paymentStatus === 'succeeded') return status.isActive ? 'activated' : 'processing';
  if (status?.paymentStatus === 'requires_payment_method') return 'payment_required';
  return 'verifying';
}
