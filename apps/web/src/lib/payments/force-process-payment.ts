import type { ForceProcessResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/payments/force-process after the card is confirmed: fulfils the purchase if the provider's webhook has
 * not yet. A failure falls back silently (docs/product/store-and-bank.md#card-payments): the webhook still fulfils, so null means "not known yet".
 */
export async function forceProcessPayment(paymentIntentId: string): Promise<ForceProcessResponse | null> {
  try {
    return await api.post<ForceProcessResponse>('/api/payments/force-process', { paymentIntentId });
  } catch {
    return null;
  }
}
