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

/** A review as the public sees it (spec 02 §3): the texts exactly as stored, never HTML. */
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
