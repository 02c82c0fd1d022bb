import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TradesPage } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** The latest 100 personal trades (GET /api/trades), for the progress of the trade-size milestones. */
export function getRecentTrades(): Promise<TradesPage> {
  return api.get<TradesPage>('/api/trades?limit=100');
}

export function recentTradesQueryOptions() {
  return queryOptions({ queryKey: ['/api/trades', 'recent'] as const, queryFn: getRecentTrades });
}

export function useRecentTrades() {
  return useQuery(recentTradesQueryOptions());
}
