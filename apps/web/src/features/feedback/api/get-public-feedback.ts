import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_PAGE_SIZE, type PublicFeedbackPage, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const publicFeedbackQueryKey = ['/api/feedback/public'] as const;

/** GET /api/feedback/public: one page of approved reviews, newest first. */
export function getPublicFeedback(page: number): Promise<PublicFeedbackPage> {
  return api.get<PublicFeedbackPage>(`/api/feedback/public?page=${page}&pageSize=${FEEDBACK_PAGE_SIZE}`);
}

/** Stale after 30 s (docs/product/accounts.md#refresh-and-stale-times); the previous page stays on screen while the next one loads. */
export function publicFeedbackQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...publicFeedbackQueryKey, page],
    queryFn: () => getPublicFeedback(page),
    staleTime: STALE_MS.publicFeedback,
    placeholderData: keepPreviousData,
  });
}

export function usePublicFeedback(page: number) {
  return useQuery(publicFeedbackQueryOptions(page));
}
