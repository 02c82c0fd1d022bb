import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Position } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type { Position };

export const positionsQueryKey = ['/api/positions'] as const;

/** GET /api/positions: the personal positions valued at current prices. */
export function getPositions(): Promise<Position[]> {
  return api.get<Position[]>('/api/positions');
}

export function positionsQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({ queryKey: positionsQueryKey, queryFn: getPositions, refetchInterval });
}

export function usePositions({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery(positionsQueryOptions(refetchInterval));
}
