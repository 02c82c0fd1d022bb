import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackModerationAction, ModerateFeedbackResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { moderationQueueQueryKey } from './get-moderation-queue.ts';

export interface ModerateInput {
  id: number;
  action: FeedbackModerationAction;
}

/** POST /api/admin/feedback/{id}/approve|reject (idempotent on the server). */
export function moderateFeedback({ id, action }: ModerateInput): Promise<ModerateFeedbackResponse> {
  return api.post<ModerateFeedbackResponse>(`/api/admin/feedback/${id}/${action}`);
}

/** After a decision the queues and the public reviews (the feedback screen's key) refetch. */
export function useModerateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateFeedback,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/feedback/public'] });
    },
  });
}
