import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QuoteResponse, REFRESH_MS, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type Quote = QuoteResponse;

export const quoteQueryKey = (symbol: string) => ['/api/stocks/quote', symbol] as const;

export function getQuote(symbol: string): Promise<Quote> {
  return api.get<Quote>(`/api/stocks/quote/${encodeURIComponent(symbol)}`);
}

/** Every 10 s, stale after 5 s (docs/product/accounts.md#refresh-and-stale-times). */
export function quoteQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: quoteQueryKey(symbol),
    queryFn: () => getQuote(symbol),
    staleTime: STALE_MS.quote,
    refetchInterval: REFRESH_MS.quote,
  });
}

export function useQuote(symbol: string | null) {
  return useQuery({ ...quoteQueryOptions(symbol ?? ''), enabled: Boolean(symbol) });
}
