import type { BillingUrlResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/billing/update-payment-method: the provider's billing portal (offline: our payment-method page). */
export function updatePaymentMethod(): Promise<BillingUrlResponse> {
  return api.post<BillingUrlResponse>('/api/billing/update-payment-method');
}
