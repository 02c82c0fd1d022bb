import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackSubmitResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/feedback: the review waits for an operator, so no public list changes yet. */
export function submitFeedback(input: FeedbackRequest): Promise<FeedbackSubmitResponse> {
  return api.post<FeedbackSubmitResponse>('/api/feedback', input);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
