import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * `isEducator` follows an active Educator Pro subscription (docs/product/accounts.md#roles): the end of the paid period of the
 * user's active subscription (canceled-at-period-end included), selected next to `users.*` as `educator_until`.
 * Read it with isEducatorAt: access ends at that instant even before any job runs. The query must have `users` in
 * scope under that name (joined or selected from).
 */
export function educatorUntil<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  return (eb as unknown as ExpressionBuilder<Database, 'users'>)
    .selectFrom('educator_subscriptions')
    .select('educator_subscriptions.current_period_end')
    .whereRef('educator_subscriptions.user_id', '=', 'users.id')
    .where('educator_subscriptions.status', '=', 'active')
    .as('educator_until');
}

/** True while the paid period lasts. */
export function isEducatorAt(until: number | string | null | undefined, nowMs: number): boolean {
  return until !== null && until !== undefined && Number(until) > nowMs;
}
