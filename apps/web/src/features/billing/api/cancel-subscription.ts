import type { CancelSubscriptionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/billing/cancel-subscription: cancels at the period end; access continues until then. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return api.post<CancelSubscriptionResponse>('/api/billing/cancel-subscription');
}
