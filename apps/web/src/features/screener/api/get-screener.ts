import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ScreenerResponse, type ScreenerStock, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type { ScreenerStock };

export function getScreener(): Promise<ScreenerResponse> {
  return api.get<ScreenerResponse>('/api/stocks/screener');
}

/** Every symbol with its screener figures; stale after 30 s and refreshed at the caller's interval. */
export function screenerQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: ['/api/stocks/screener'] as const,
    queryFn: getScreener,
    staleTime: STALE_MS.screener,
    refetchInterval,
  });
}

export function useScreener({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery(screenerQueryOptions(refetchInterval));
}
