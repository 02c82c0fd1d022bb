import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** The feedback rows joined to their authors, with the columns FeedbackRow needs (filters and order added by callers). */
export function selectFeedback(db: Kysely<Database>) {
  return db
    .selectFrom('feedback')
    .innerJoin('users', 'users.id', 'feedback.user_id')
    .select([
      'feedback.id',
      'feedback.user_id',
      'users.username',
      'feedback.rating',
      'feedback.title',
      'feedback.message',
      'feedback.status',
      'feedback.created_at',
      'feedback.moderated_at',
    ]);
}
