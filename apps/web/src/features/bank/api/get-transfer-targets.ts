import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_MS, type TransferTarget } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const transferTargetsQueryKey = ['/api/bank/transfer-targets'] as const;

/**
 * GET /api/bank/transfer-targets: the portfolios a transfer can go into — personal first, then the championships
 * joined this season, then the user's leagues that are not completed (docs/product/store-and-bank.md#transfers).
 */
export function getTransferTargets(): Promise<TransferTarget[]> {
  return api.get<TransferTarget[]>('/api/bank/transfer-targets');
}

/** As fresh as the user's league list (stale after 2 minutes). */
export function transferTargetsQueryOptions() {
  return queryOptions({
    queryKey: transferTargetsQueryKey,
    queryFn: getTransferTargets,
    staleTime: STALE_MS.userLeagues,
  });
}

export function useTransferTargets() {
  return useQuery(transferTargetsQueryOptions());
}
