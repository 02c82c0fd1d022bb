import type { AdminFeedbackPage, AdminFeedbackQuery } from '@tradearena/contracts';
import { selectFeedback } from './select-feedback.ts';
import type { FeedbackDeps } from './submit-feedback.ts';
import { toAdminFeedbackJson } from './to-feedback-json.ts';

/**
 * GET /api/admin/feedback?status= (operators): one page of the reviews in that status. The pending queue is served
 * oldest first (first come, first reviewed); approved and rejected newest first.
 */
export async function listFeedbackForModeration(
  deps: FeedbackDeps,
  query: AdminFeedbackQuery,
): Promise<AdminFeedbackPage> {
  const { page, pageSize, status } = query;
  const direction = status === 'pending' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    selectFeedback(deps.db)
      .where('feedback.status', '=', status)
      .orderBy('feedback.created_at', direction)
      .orderBy('feedback.id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    deps.db
      .selectFrom('feedback')
      .where('status', '=', status)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    feedback: rows.map(toAdminFeedbackJson),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
