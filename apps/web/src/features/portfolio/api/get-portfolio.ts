import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PortfolioSummary, REFRESH_MS, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The personal portfolio (docs/product/trading.md#portfolios), dollars at the JSON edge, with its positions. */
export type Portfolio = PortfolioSummary;

export const portfolioQueryKey = ['/api/portfolio'] as const;

/** GET /api/portfolio. */
export function getPortfolio(): Promise<Portfolio> {
  return api.get<Portfolio>('/api/portfolio');
}

/** Outside the trade page: polled every 30 s, stale after 10 s (docs/product/trading.md#placing-a-trade). */
export function portfolioQueryOptions(refetchInterval: number = REFRESH_MS.portfolioElsewhere) {
  return queryOptions({
    queryKey: portfolioQueryKey,
    queryFn: getPortfolio,
    staleTime: STALE_MS.portfolio,
    refetchInterval,
  });
}

export function usePortfolio({
  enabled = true,
  refetchInterval,
}: {
  enabled?: boolean;
  refetchInterval?: number;
} = {}) {
  return useQuery({ ...portfolioQueryOptions(refetchInterval), enabled });
}
