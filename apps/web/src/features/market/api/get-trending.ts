import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS, type TrendingResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type Trending = TrendingResponse;
export type Mover = TrendingResponse['gainers'][number];

export function getTrending(): Promise<Trending> {
  return api.get<Trending>('/api/trending');
}

/** Stale after 1 minute (docs/product/accounts.md#refresh-and-stale-times); refreshed at the caller's interval. */
export function trendingQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: ['/api/trending'] as const,
    queryFn: getTrending,
    staleTime: STALE_MS.trending,
    refetchInterval,
  });
}

export function useTrending({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery(trendingQueryOptions(refetchInterval));
}
