import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketStatusResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type MarketStatus = MarketStatusResponse;

export const marketStatusQueryKey = ['/api/market/status'] as const;

export function getMarketStatus(): Promise<MarketStatus> {
  return api.get<MarketStatus>('/api/market/status');
}

/** The status is refetched once a minute, and just after an open or close that comes sooner. */
const STATUS_REFRESH_MS = 60_000;
const AFTER_BOUNDARY_MS = 1_000;

export function marketStatusQueryOptions() {
  return queryOptions({
    queryKey: marketStatusQueryKey,
    queryFn: getMarketStatus,
    staleTime: STATUS_REFRESH_MS / 2,
    refetchInterval: (query) => {
      const s = query.state.data;
      const next = s ? Date.parse(s.isOpen ? (s.closesAt ?? s.nextOpenAt) : s.nextOpenAt) - Date.now() : Number.NaN;
      return Number.isFinite(next) && next > 0 && next < STATUS_REFRESH_MS
        ? next + AFTER_BOUNDARY_MS
        : STATUS_REFRESH_MS;
    },
  });
}

export function useMarketStatus() {
  return useQuery(marketStatusQueryOptions());
}
