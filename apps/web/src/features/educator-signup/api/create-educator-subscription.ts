import type { EducatorSubscriptionBody, EducatorSubscriptionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/payments/educator-subscription: signed out, creates the account (signed in by its session cookie) and
 * the subscription; signed in, upgrades that account (the account fields are ignored). Answers the card step's intent.
 */
export function createEducatorSubscription(body: EducatorSubscriptionBody): Promise<EducatorSubscriptionResponse> {
  return api.post<EducatorSubscriptionResponse>('/api/payments/educator-subscription', body);
}
