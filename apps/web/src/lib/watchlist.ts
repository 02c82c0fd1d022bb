import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@tradearena/contracts';
import { api } from './api-client.ts';
import { toastError } from './toast-error.ts';

export const watchlistQueryKey = ['/api/watchlist'] as const;

/** The signed-in player's watchlist (the stock page's star and the dashboard's card). */
export function useWatchlist() {
  return useQuery({ queryKey: watchlistQueryKey, queryFn: () => api.get<Watchlist>('/api/watchlist') });
}

/** Adds or removes a symbol; the server's answer is the new list. A refusal (e.g. a full watchlist) is a toast. */
export function useToggleWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ symbol, watch }: { symbol: string; watch: boolean }) =>
      watch
        ? api.post<Watchlist>('/api/watchlist', { symbol })
        : api.delete<Watchlist>(`/api/watchlist/${encodeURIComponent(symbol)}`),
    onSuccess: (list) => queryClient.setQueryData(watchlistQueryKey, list),
    onError: (error) => toastError('Watchlist not changed', error, 'Please try again.'),
  });
}
