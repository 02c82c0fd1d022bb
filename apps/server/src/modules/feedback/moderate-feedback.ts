import { FEEDBACK_MESSAGES, type FeedbackModerationAction, type ModerateFeedbackResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { selectFeedback } from './select-feedback.ts';
import type { FeedbackDeps } from './submit-feedback.ts';
import { toAdminFeedbackJson } from './to-feedback-json.ts';

const STATUS_OF = { approve: 'approved', reject: 'rejected' } as const;

/**
 * POST /api/admin/feedback/{id}/approve|reject (operators; docs/product/content.md#feedback-moderation). One conditional update: a review already in
 * the asked status is left as it was (same answer, its first moderation time kept), so a repeated click or a retry
 * changes nothing; an operator may still reverse an earlier decision. Unknown id → FEEDBACK_NOT_FOUND.
 */
export async function moderateFeedback(
  deps: FeedbackDeps,
  input: { feedbackId: number; action: FeedbackModerationAction; operatorId: number },
): Promise<Result<ModerateFeedbackResponse>> {
  const status = STATUS_OF[input.action];
  await deps.db
    .updateTable('feedback')
    .set({ status, moderated_by: input.operatorId, moderated_at: deps.clock.now().getTime() })
    .where('id', '=', input.feedbackId)
    .where('status', '<>', status)
    .execute();
  const row = await selectFeedback(deps.db).where('feedback.id', '=', input.feedbackId).executeTakeFirst();
  if (!row) return fail('FEEDBACK_NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  return ok({ feedback: toAdminFeedbackJson(row) });
}
