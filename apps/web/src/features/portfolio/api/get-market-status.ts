import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketStatusResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type MarketStatus = MarketStatusResponse;

export const marketStatusQueryKey = ['/api/market/status'] as const;

export function getMarketStatus(): Promise<MarketStatus> {
  return api.get<MarketStatus>('/api/market/status');
}

/**
 * Refetched each minute, and at the next open or close instant so the banner flips on time.
 */
export function marketStatusQueryOptions() {
  return queryOptions({
    queryKey: marketStatusQueryKey,
    queryFn: getMarketStatus,
    staleTime: 30_000,
    refetchInterval: (query) => {
      const s = query.state.data;
      const next = s ? Date.parse(s.isOpen ? (s.closesAt ?? s.nextOpenAt) : s.nextOpenAt) - Date.now() : Number.NaN;
      return Number.isFinite(next) && next > 0 && next < 60_000 ? next + 1_000 : 60_000;
    },
  });
}

export function useMarketStatus() {
  return useQuery(marketStatusQueryOptions());
}
