import type { QueryClient } from '@tanstack/react-query';
import type { ForceProcessResponse } from '@tradearena/contracts';
import { forceProcessPayment } from '@/lib/payments/force-process-payment.ts';
import type { PaymentRequest } from '../lib/payment-request.ts';
import { refreshAfterPurchase } from './refresh-after-purchase.ts';

/**
 * The card is confirmed: ask the server to fulfil at once (silently falling back on the webhook), then refresh
 * every screen the purchase changes. Null when the server could not say yet.
 */
export async function completePayment(
  queryClient: QueryClient,
  request: PaymentRequest,
  paymentIntentId: string,
): Promise<ForceProcessResponse | null> {
  const result = await forceProcessPayment(paymentIntentId);
  refreshAfterPurchase(queryClient, request);
  return result;
}
