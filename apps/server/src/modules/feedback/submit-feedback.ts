import { FEEDBACK_MESSAGES, type FeedbackRequest, type FeedbackSubmitResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { Clock } from '../../ports/clock.ts';

export interface FeedbackDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * POST /api/feedback (docs/product/content.md#feedback): stores the review as `pending` (one insert) and answers the form's
 * 'Feedback Submitted' text with the author's copy. It stays out of the public list until an operator approves it.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  input: FeedbackRequest & { userId: number; username: string },
): Promise<FeedbackSubmitResponse> {
  const createdAt = deps.clock.now().getTime();
  const row = await deps.db
    .insertInto('feedback')
    .values({
      user_id: input.userId,
      rating: input.rating,
      title: input.title,
      message: input.message,
      status: 'pending',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    success: true,
    message: FEEDBACK_MESSAGES.submitted,
    feedback: {
      id: Number(row.id),
      username: input.username,
      rating: input.rating,
      title: input.title,
      message: input.message,
      status: 'pending',
      createdAt: new Date(createdAt).toISOString(),
    },
  };
}
