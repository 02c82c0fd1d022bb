import { EDUCATOR_PRO_PLAN_NAME, EDUCATOR_PRO_PRICE_CENTS, type UserSubscription } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { findSubscription, isSubscriptionActive, subscriptionStatusOf } from './subscription-row.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * GET /api/user/subscription: the settings card and the billing overview. A player (never subscribed) gets the
 * empty card (plan null, isActive false). `activeLeagues`: the caller's class leagues not ended; `totalStudents`:
 * distinct students in them (removed ones not counted).
 */
export async function getUserSubscription(
  deps: { db: Kysely<Database> },
  input: { userId: number; now: Date },
): Promise<UserSubscription> {
  const t = input.now.getTime();
  const row = await findSubscription(deps.db, input.userId);
  const counts = await deps.db
    .selectFrom('competitions as c')
    .leftJoin('competition_participants as p', (join) =>
      join.onRef('p.competition_id', '=', 'c.id').on('p.removed_at', 'is', null),
    )
    .select((eb) => [
      eb.fn.count<number>('c.id').distinct().as('leagues'),
      eb.fn.count<number>('p.user_id').distinct().as('students'),
    ])
    .where('c.kind', '=', 'league')
    .where('c.created_by_user_id', '=', input.userId)
    .where('c.is_educational', '=', 1)
    .where('c.completed_at', 'is', null)
    .executeTakeFirst();
  const activeLeagues = Number(counts?.leagues ?? 0);
  const totalStudents = Number(counts?.students ?? 0);
  if (!row || row.member_since === null) {
    return {
      plan: null,
      status: row ? subscriptionStatusOf(row, t) : null,
      isActive: false,
      cancelAtPeriodEnd: false,
      nextBillingDate: null,
      currentPeriodEnd: null,
      memberSince: null,
      priceCents: EDUCATOR_PRO_PRICE_CENTS,
      activeLeagues,
      totalStudents,
      paymentMethod: null,
    };
  }
  const isActive = isSubscriptionActive(row, t);
  const cancelAtPeriodEnd = Number(row.cancel_at_period_end) === 1;
  const end = row.current_period_end === null ? null : Number(row.current_period_end);
  return {
    plan: EDUCATOR_PRO_PLAN_NAME,
    status: subscriptionStatusOf(row, t),
    isActive,
    cancelAtPeriodEnd,
    nextBillingDate: isActive && !cancelAtPeriodEnd ? iso(end) : null,
    currentPeriodEnd: iso(end),
    memberSince: iso(row.member_since),
    priceCents: EDUCATOR_PRO_PRICE_CENTS,
    activeLeagues,
    totalStudents,
    paymentMethod: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}
