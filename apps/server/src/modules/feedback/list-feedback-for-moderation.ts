import type { AdminFeedbackPage, AdminFeedbackQuery } from '@tradearena/contracts';
import { selectFeedback } from './select-feedback.ts';
import type { FeedbackDeps } from './submit-feedback.ts';
import { readFeedbackPage, toAdminFeedbackJson } from './to-feedback-json.ts';

/**
 * GET /api/admin/feedback?status= (operators): one page of the reviews in that status. The pending queue is served
 * oldest first (first come, first reviewed); approved and rejected newest first.
 */
export async function listFeedbackForModeration(
  deps: FeedbackDeps,
  query: AdminFeedbackQuery,
): Promise<AdminFeedbackPage> {
  const { status } = query;
  const direction = status === 'pending' ? 'asc' : 'desc';
  return readFeedbackPage(
    query,
    selectFeedback(deps.db)
      .where('feedback.status', '=', status)
      .orderBy('feedback.created_at', direction)
      .orderBy('feedback.id', direction),
    deps.db
      .selectFrom('feedback')
      .where('status', '=', status)
      .select((eb) => eb.fn.countAll().as('n')),
    toAdminFeedbackJson,
  );
}
