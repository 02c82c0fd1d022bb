import { useQuery } from '@tanstack/react-query';
import { STALE_MS, type StockProfile } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** A stock page's profile, key figures and news (404 for a symbol outside the universe). */
export function useStockProfile(symbol: string) {
  return useQuery({
    queryKey: ['/api/stocks/profile', symbol] as const,
    queryFn: () => api.get<StockProfile>(`/api/stocks/profile/${encodeURIComponent(symbol)}`),
    staleTime: STALE_MS.quote,
  });
}
