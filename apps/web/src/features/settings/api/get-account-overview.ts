import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountOverview } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type { AccountOverview };

/** GET /api/user/overview: member since, XP and level, trades, achievements, leagues and seasons played. */
export function getAccountOverview(): Promise<AccountOverview> {
  return api.get<AccountOverview>('/api/user/overview');
}

/**
 * Always re-read when settings opens (the cached figures show meanwhile): trades and XP change on every other
 * screen, and this one small call is the only reader.
 */
export function accountOverviewQueryOptions() {
  return queryOptions({ queryKey: ['/api/user/overview'] as const, queryFn: getAccountOverview, staleTime: 0 });
}

export function useAccountOverview() {
  return useQuery(accountOverviewQueryOptions());
}
