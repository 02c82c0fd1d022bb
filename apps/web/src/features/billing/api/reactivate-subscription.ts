import type { ReactivateSubscriptionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/billing/reactivate-subscription: undoes a cancellation before the period ends. */
export function reactivateSubscription(): Promise<ReactivateSubscriptionResponse> {
  return api.post<ReactivateSubscriptionResponse>('/api/billing/reactivate-subscription');
}
