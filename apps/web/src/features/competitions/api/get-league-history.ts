import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeagueHistoryItem, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const leagueHistoryQueryKey = ['/api/leagues/history'] as const;

/** GET /api/leagues/history: completed leagues and closed championship seasons the caller played, with standings. */
export function getLeagueHistory(): Promise<LeagueHistoryItem[]> {
  return api.get<LeagueHistoryItem[]>('/api/leagues/history');
}

/** Stale after 2 minutes (docs/product/accounts.md#refresh-and-stale-times). */
export function leagueHistoryQueryOptions() {
  return queryOptions({
    queryKey: leagueHistoryQueryKey,
    queryFn: getLeagueHistory,
    staleTime: STALE_MS.leagueHistory,
  });
}

export function useLeagueHistory() {
  return useQuery(leagueHistoryQueryOptions());
}
