import type { Kysely } from 'kysely';
import type { Database } from '../../src/adapters/db/schema.ts';

/**
 * An Educator Pro subscription paid for a period (by default 1 January 2026 to 1 January 2100), as a paid wizard
 * leaves it: the user is an educator until `periodEnd`.
 */
export async function giveEducatorPro(
  db: Kysely<Database>,
  userId: number,
  opts: { periodStart?: string; periodEnd?: string; cancelAtPeriodEnd?: boolean } = {},
): Promise<string> {
  const start = Date.parse(opts.periodStart ?? '2026-01-01T00:00:00Z');
  const end = Date.parse(opts.periodEnd ?? '2100-01-01T00:00:00Z');
  const id = `sub_test_${userId}`;
  await db
    .insertInto('educator_subscriptions')
    .values({
      id,
      user_id: userId,
      status: 'active',
      cancel_at_period_end: opts.cancelAtPeriodEnd ? 1 : 0,
      current_period_start: start,
      current_period_end: end,
      member_since: start,
      first_name: 'Test',
      last_name: 'Teacher',
      email: `teacher${userId}@example.edu`,
      job_title: 'Teacher',
      institution_name: 'Test High School',
      institution_type: 'high-school',
      estimated_students: 25,
      provider: 'simulated',
      card_brand: 'Visa',
      card_last4: '4242',
      card_token: 'succeeds',
      created_at: start,
      updated_at: start,
    })
    .execute();
  return id;
}
