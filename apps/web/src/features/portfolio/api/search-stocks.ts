import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstrumentType } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export interface SymbolMatch {
  symbol: string;
  name: string;
  sector: string;
  type: InstrumentType;
}

export function searchStocks(q: string): Promise<SymbolMatch[]> {
  return api.get<SymbolMatch[]>(`/api/stocks/search?q=${encodeURIComponent(q)}`);
}

export function searchStocksQueryOptions(q: string) {
  return queryOptions({ queryKey: ['/api/stocks/search', q] as const, queryFn: () => searchStocks(q) });
}

/** Suggestions for the typed text (nothing for empty text). */
export function useStockSearch(q: string) {
  return useQuery({ ...searchStocksQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
