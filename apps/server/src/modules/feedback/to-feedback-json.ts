import { type AdminFeedback, FEEDBACK_STATUSES, type FeedbackStatus, type PublicFeedback } from '@tradearena/contracts';

export interface FeedbackRow {
  id: number;
  user_id: number;
  username: string;
  rating: number;
  title: string;
  message: string;
  status: string;
  created_at: number;
  moderated_at: number | null;
}

const isStatus = (s: string): s is FeedbackStatus => (FEEDBACK_STATUSES as readonly string[]).includes(s);

/** A review as the public sees it (docs/product/content.md#feedback): the texts exactly as stored, never HTML. */
export function toPublicFeedbackJson(row: FeedbackRow): PublicFeedback {
  return {
    id: Number(row.id),
    username: row.username,
    rating: Number(row.rating),
    title: row.title,
    message: row.message,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** A review as an operator sees it: also its author's id, its status and when it was last moderated. */
export function toAdminFeedbackJson(row: FeedbackRow): AdminFeedback {
  return {
    ...toPublicFeedbackJson(row),
    userId: Number(row.user_id),
    status: isStatus(row.status) ? row.status : 'pending',
    moderatedAt: row.moderated_at === null ? null : new Date(Number(row.moderated_at)).toISOString(),
  };
}

/** A reviews query filtered and ordered by its caller, still to be cut to one page. */
interface PageableFeedbackQuery {
  limit(n: number): { offset(n: number): { execute(): Promise<FeedbackRow[]> } };
}

/**
 * One page of a feedback list: `rows` cut to the page and `count` (of every row the list holds) read together, the
 * rows in `toJson`'s shape.
 */
export async function readFeedbackPage<T>(
  query: { page: number; pageSize: number },
  rows: PageableFeedbackQuery,
  count: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> },
  toJson: (row: FeedbackRow) => T,
): Promise<{ feedback: T[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const { page, pageSize } = query;
  const [found, counted] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return { feedback: found.map(toJson), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
