import type { LeagueFeaturesBody, PaymentIntentResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/payments/league-features: a 30-day extension or 1–50 extra slots for one of the caller's own private
 * leagues; the server prices it and answers the intent's client secret.
 */
export function createLeagueFeaturePayment(body: LeagueFeaturesBody): Promise<PaymentIntentResponse> {
  return api.post<PaymentIntentResponse>('/api/payments/league-features', body);
}
