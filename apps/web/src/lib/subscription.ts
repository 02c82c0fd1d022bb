import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS, type UserSubscription } from '@tradearena/contracts';
import { api } from './api-client.ts';

/** One cache entry for the settings card and the billing page (two features: the query lives here). */
export const subscriptionQueryKey = ['/api/user/subscription'] as const;

/** GET /api/user/subscription: Educator Pro plan, status, dates, payment method, class figures. */
export function getSubscription(): Promise<UserSubscription> {
  return api.get<UserSubscription>('/api/user/subscription');
}

/** Stale after 60 s (docs/product/accounts.md#refresh-and-stale-times); fetched only for educators (docs/product/accounts.md#refresh-and-stale-times). */
export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription, staleTime: STALE_MS.subscription });
}

export function useSubscription({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
