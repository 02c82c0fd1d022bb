import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** DELETE /api/educator/leagues/{leagueId}/students/{userId}: the student leaves the class, the portfolio is archived. */
export function removeStudent({ leagueId, userId }: { leagueId: number; userId: number }): Promise<SuccessMessage> {
  return api.delete<SuccessMessage>(`/api/educator/leagues/${leagueId}/students/${userId}`);
}

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStudent, onSuccess: () => invalidateEducatorData(queryClient) });
}
