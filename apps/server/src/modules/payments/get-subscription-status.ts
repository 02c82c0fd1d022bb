import { PaymentStatusSchema, type SubscriptionStatusResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { findSubscription, isSubscriptionActive, subscriptionStatusOf } from './subscription-row.ts';

/**
 * GET /api/user/subscription-status (the success page polls it every 2 s): whether the caller's subscription is
 * active, and the status of the named PaymentIntent when it is the caller's own (anyone else's reads as null).
 */
export async function getSubscriptionStatus(
  deps: { db: Kysely<Database> },
  input: { userId: number; now: Date; paymentIntentId?: string | undefined },
): Promise<SubscriptionStatusResponse> {
  const t = input.now.getTime();
  const row = await findSubscription(deps.db, input.userId);
  let paymentStatus: SubscriptionStatusResponse['paymentStatus'] = null;
  if (input.paymentIntentId) {
    const intent = await deps.db
      .selectFrom('payment_intents')
      .select('status')
      .where('id', '=', input.paymentIntentId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    paymentStatus = intent ? PaymentStatusSchema.catch('requires_payment_method').parse(intent.status) : null;
  }
  return {
    isActive: isSubscriptionActive(row, t),
    status: row ? subscriptionStatusOf(row, t) : null,
    paymentStatus,
  };
}
