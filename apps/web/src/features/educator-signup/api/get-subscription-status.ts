import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_SUCCESS, type SubscriptionStatusResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** GET /api/user/subscription-status?payment_intent=…: isActive, the subscription status and the intent's status. */
export function getSubscriptionStatus(paymentIntent: string): Promise<SubscriptionStatusResponse> {
  const query = new URLSearchParams({ payment_intent: paymentIntent });
  return api.get<SubscriptionStatusResponse>(`/api/user/subscription-status?${query}`);
}

/** Polled every 2 s while the page has a payment_intent and the subscription is not active (docs/product/educators.md#signup-wizard). */
export function subscriptionStatusQueryOptions(paymentIntent: string) {
  return queryOptions({
    queryKey: ['/api/user/subscription-status', paymentIntent],
    queryFn: () => getSubscriptionStatus(paymentIntent),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.isActive ? false : SUBSCRIPTION_SUCCESS.pollMs),
  });
}

export function useSubscriptionStatus(paymentIntent: string | null) {
  return useQuery({ ...subscriptionStatusQueryOptions(paymentIntent ?? ''), enabled: paymentIntent !== null });
}
