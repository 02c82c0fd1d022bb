import { useQuery } from '@tanstack/react-query';
import { STALE_MS, type StockProfile } from '@tradearena/contracts';
import { api, isApiError } from '@/lib/api-client.ts';

/** A stock page's profile, key figures and news; a symbol outside the universe (404) is not asked again. */
export function useStockProfile(symbol: string) {
  return useQuery({
    queryKey: ['/api/stocks/profile', symbol] as const,
    queryFn: () => api.get<StockProfile>(`/api/stocks/profile/${encodeURIComponent(symbol)}`),
    staleTime: STALE_MS.quote,
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });
}
