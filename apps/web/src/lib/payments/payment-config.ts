import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const paymentConfigQueryKey = ['/api/payments/config'] as const;

/** GET /api/payments/config: Stripe (with its publishable key) or the simulated test provider. */
export function getPaymentConfig(): Promise<PaymentConfig> {
  return api.get<PaymentConfig>('/api/payments/config');
}

/** Fixed for the server's lifetime: read once per session. */
export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentConfigQueryKey,
    queryFn: getPaymentConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
