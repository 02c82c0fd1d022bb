import type { BillingUrlResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** GET /api/billing/invoice/{id}: where the invoice can be read (Stripe's hosted page, or our printable page). */
export function getInvoiceUrl(id: string): Promise<BillingUrlResponse> {
  return api.get<BillingUrlResponse>(`/api/billing/invoice/${encodeURIComponent(id)}`);
}
