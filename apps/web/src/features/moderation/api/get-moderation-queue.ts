import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminFeedbackPage, FEEDBACK_PAGE_SIZE, type FeedbackStatus } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const moderationQueueQueryKey = ['/api/admin/feedback'] as const;

/** GET /api/admin/feedback?status= (operators): pending oldest first, approved and rejected newest first. */
export function getModerationQueue(status: FeedbackStatus, page: number): Promise<AdminFeedbackPage> {
  return api.get<AdminFeedbackPage>(`/api/admin/feedback?status=${status}&page=${page}&pageSize=${FEEDBACK_PAGE_SIZE}`);
}

/** Always fresh when opened: an operator acts on what is waiting now. A 403 is final (no retry). */
export function moderationQueueQueryOptions(status: FeedbackStatus, page: number) {
  return queryOptions({
    queryKey: [...moderationQueueQueryKey, status, page],
    queryFn: () => getModerationQueue(status, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useModerationQueue(status: FeedbackStatus, page: number) {
  return useQuery(moderationQueueQueryOptions(status, page));
}
