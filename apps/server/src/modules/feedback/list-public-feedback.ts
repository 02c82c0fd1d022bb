import type { FeedbackPageQuery, PublicFeedbackPage } from '@tradearena/contracts';
import { HIDDEN_NAME_WORDS } from '@tradearena/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { selectFeedback } from './select-feedback.ts';
import type { FeedbackDeps } from './submit-feedback.ts';
import { readFeedbackPage, toPublicFeedbackJson } from './to-feedback-json.ts';

/**
 * The rows the public may see: approved, by an account that still exists, whose display name is not empty and does
 * not contain one of HIDDEN_NAME_WORDS (docs/product/competitions.md#hidden-names — isHiddenFromLeaderboard in packages/domain, written here as SQL
 * so that pages and totals count only what is shown).
 */
function isPublic(eb: ExpressionBuilder<Database, 'feedback' | 'users'>) {
  const name = sql<string>`lower(trim(${eb.ref('users.username')}))`;
  return eb.and([
    eb('feedback.status', '=', 'approved'),
    eb('users.deleted_at', 'is', null),
    eb(name, '<>', ''),
    ...HIDDEN_NAME_WORDS.map((word) => eb(name, 'not like', `%${word}%`)),
  ]);
}

/** GET /api/feedback/public (docs/product/content.md#feedback-moderation): approved reviews, newest first, one page of them and the total. */
export async function listPublicFeedback(deps: FeedbackDeps, query: FeedbackPageQuery): Promise<PublicFeedbackPage> {
  return readFeedbackPage(
    query,
    selectFeedback(deps.db).where(isPublic).orderBy('feedback.created_at', 'desc').orderBy('feedback.id', 'desc'),
    deps.db
      .selectFrom('feedback')
      .innerJoin('users', 'users.id', 'feedback.user_id')
      .where(isPublic)
      .select((eb) => eb.fn.countAll().as('n')),
    toPublicFeedbackJson,
  );
}
