import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BillingHistoryItem, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const billingHistoryQueryKey = ['/api/billing/history'] as const;

/** GET /api/billing/history: the caller's invoices, newest first, amounts in cents. */
export function getBillingHistory(): Promise<BillingHistoryItem[]> {
  return api.get<BillingHistoryItem[]>('/api/billing/history');
}

export function billingHistoryQueryOptions() {
  return queryOptions({
    queryKey: billingHistoryQueryKey,
    queryFn: getBillingHistory,
    staleTime: STALE_MS.subscription,
  });
}

export function useBillingHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...billingHistoryQueryOptions(), enabled });
}
