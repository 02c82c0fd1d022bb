import { useQuery } from '@tanstack/react-query';
import { STALE_MS, type StockCorporateActions } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** A stock's dividends and splits of the past 12 months and the next 12 (docs/decisions/028-corporate-actions.md). */
export function useStockCorporateActions(symbol: string) {
  return useQuery({
    queryKey: ['/api/stocks/corporate-actions', symbol] as const,
    queryFn: () => api.get<StockCorporateActions>(`/api/stocks/${encodeURIComponent(symbol)}/corporate-actions`),
    staleTime: STALE_MS.default,
    retry: false,
  });
}
