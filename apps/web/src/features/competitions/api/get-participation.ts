import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipationResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const participationQueryKey = (id: number) => [`/api/competition/${id}/participation`] as const;

const NOT_PARTICIPATING: ParticipationResponse = { isParticipating: false, canRejoin: false };

/** GET /api/competition/{1|2}/participation; a failure counts as not participating (docs/product/competitions.md). */
export async function getParticipation(id: number): Promise<ParticipationResponse> {
  try {
    return await api.get<ParticipationResponse>(`/api/competition/${id}/participation`);
  } catch {
    return NOT_PARTICIPATING;
  }
}

export function participationQueryOptions(id: number) {
  return queryOptions({ queryKey: participationQueryKey(id), queryFn: () => getParticipation(id) });
}

export function useParticipation(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...participationQueryOptions(id), enabled });
}
