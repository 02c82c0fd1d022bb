import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderHistoryPage } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type HistoryStatus = 'closed' | OrderHistoryPage['entries'][number]['status'];

/** Whose history: the player's own (GET /api/orders/history, `competitionId` for a league or championship) or a student's for the educator. */
export type HistorySource =
  | { kind: 'own'; competitionId?: number }
  | { kind: 'student'; leagueId: number; userId: number };

export interface HistoryFilter {
  status: HistoryStatus;
  symbol: string;
  page: number;
}

function historyUrl(source: HistorySource, filter: HistoryFilter): string {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page) });
  if (filter.symbol) params.set('symbol', filter.symbol);
  if (source.kind === 'student')
    return `/api/educator/leagues/${source.leagueId}/students/${source.userId}/orders?${params}`;
  if (source.competitionId !== undefined) params.set('competitionId', String(source.competitionId));
  return `/api/orders/history?${params}`;
}

/**
 * One page of an order history, newest first. Read again whenever it is shown (staleTime 0): fills arrive between
 * visits; the page shown stays while the next one loads.
 */
export function useOrderHistory(source: HistorySource, filter: HistoryFilter) {
  const url = historyUrl(source, filter);
  return useQuery({
    queryKey: [url],
    queryFn: () => api.get<OrderHistoryPage>(url),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
