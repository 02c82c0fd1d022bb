import type { Kysely, Selectable } from 'kysely';
import type { Database, EducatorSubscriptionsTable } from '../../adapters/db/schema.ts';

export type SubscriptionRow = Selectable<EducatorSubscriptionsTable>;

/** The user's Educator Pro subscription (one per user), or undefined. */
export function findSubscription(db: Kysely<Database>, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('educator_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Active = paid (status active, canceled-at-period-end included) and the period has not ended. */
export function isSubscriptionActive(row: SubscriptionRow | undefined, nowMs: number): boolean {
  return row?.status === 'active' && row.current_period_end !== null && Number(row.current_period_end) > nowMs;
}

/** The API's status: 'canceled' = set to cancel at the period end (still active until then). */
export function subscriptionStatusOf(
  row: SubscriptionRow,
  nowMs: number,
): 'active' | 'incomplete' | 'past_due' | 'canceled' | 'expired' {
  if (row.status !== 'active') return row.status;
  const ended = row.current_period_end === null || Number(row.current_period_end) <= nowMs;
  if (Number(row.cancel_at_period_end) === 1) return ended ? 'expired' : 'canceled';
  // Ended but not yet renewed: the renewal charge is due (the job runs every minute).
  return ended ? 'past_due' : 'active';
}
