import type { CreatePaymentIntentBody, PaymentIntentResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/payments/create-payment-intent `{ amount, virtualAmount, type: "virtual_cash" }` in dollars: the server
 * checks both against its own package table and answers the intent's client secret.
 */
export function createPaymentIntent(input: {
  priceCents: number;
  virtualAmountCents: number;
}): Promise<PaymentIntentResponse> {
  const body: CreatePaymentIntentBody = {
    amount: input.priceCents / 100,
    virtualAmount: input.virtualAmountCents / 100,
    type: 'virtual_cash',
  };
  return api.post<PaymentIntentResponse>('/api/payments/create-payment-intent', body);
}
