import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REFRESH_MS, STALE_MS } from '@tradearena/contracts';
import { useEffect } from 'react';
import type { TradingContext } from '@/lib/trading/trading-context.ts';

/**
 * The context's portfolio and positions for a trading page: polled every 1 s, plus a forced invalidation every 15 s
 * (docs/product/trading.md#portfolios). For the personal context these are the very queries of GET /api/portfolio and
 * /api/positions that the rest of the app reads.
 */
export function useTradingQueries(context: TradingContext) {
  const queryClient = useQueryClient();
  const portfolioKey = context.portfolio.queryKey;
  const positionsKey = context.positions.queryKey;
  useEffect(() => {
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: portfolioKey });
      void queryClient.invalidateQueries({ queryKey: positionsKey });
    }, REFRESH_MS.tradePageForcedInvalidation);
    return () => clearInterval(timer);
  }, [queryClient, portfolioKey, positionsKey]);
  return {
    portfolio: useQuery({
      ...context.portfolio,
      staleTime: STALE_MS.portfolio,
      refetchInterval: REFRESH_MS.tradePagePortfolio,
    }),
    positions: useQuery({ ...context.positions, refetchInterval: REFRESH_MS.tradePagePortfolio }),
  };
}
