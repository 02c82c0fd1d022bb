import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterImportResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/**
 * POST /api/educator/leagues/{leagueId}/roster with the roster's CSV text (a JSON string: the server reads it with the
 * same parser as the preview, so its row numbers match the preview's).
 */
export function importRoster({ leagueId, csv }: { leagueId: number; csv: string }): Promise<RosterImportResponse> {
  return api.post<RosterImportResponse>(`/api/educator/leagues/${leagueId}/roster`, csv);
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importRoster, onSuccess: () => invalidateEducatorData(queryClient) });
}
