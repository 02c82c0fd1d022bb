import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { invoiceNumber } from './invoice-number.ts';
import { oneYearAfter } from './one-year-after.ts';
import { isSubscriptionActive } from './subscription-row.ts';

export interface PaidSubscriptionIntent {
  paymentIntentId: string;
  userId: number;
  amountCents: number;
  now: Date;
  /** The period the provider says was paid (Stripe's invoice); default: a year from the payment. */
  period?: { start: number; end: number };
}

/**
 * Inside the fulfilment's transaction (the same path as a store purchase): the first invoice of the intent is paid
 * and the subscription becomes active for one year from the payment (member since then, no cancellation pending).
 * Once: an invoice already paid changes nothing. False when the user has no subscription or it is canceled (its
 * account deleted), and for a second payment while a paid period runs (an older card step of the same signup): it
 * does not restart the period — the caller keeps it as a purchase not applied and logs it to be refunded.
 */
export async function activateSubscription(
  trx: Transaction<Database>,
  kind: DbKind,
  input: PaidSubscriptionIntent,
): Promise<boolean> {
  const t = input.now.getTime();
  const sub = await lockRowForUpdate(
    kind,
    trx.selectFrom('educator_subscriptions').selectAll().where('user_id', '=', input.userId),
  ).executeTakeFirst();
  // Canceled with its deleted account (ADR 018): a payment that arrives after is never applied.
  if (!sub || sub.status === 'canceled') return false;
  let invoice = await trx
    .selectFrom('billing_invoices')
    .selectAll()
    .where('payment_intent_id', '=', input.paymentIntentId)
    .executeTakeFirst();
  if (invoice?.status === 'paid') return true;
  if (isSubscriptionActive(sub, t)) return false;
  if (!invoice) {
    const id = `inv_${randomUUID()}`;
    invoice = await trx
      .insertInto('billing_invoices')
      .values({
        id,
        number: invoiceNumber(id, t),
        subscription_id: sub.id,
        user_id: input.userId,
        amount_cents: input.amountCents,
        status: 'open',
        reason: 'subscription_create',
        payment_intent_id: input.paymentIntentId,
        created_at: t,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const start = input.period?.start ?? t;
  const end = input.period?.end ?? oneYearAfter(t);
  await trx
    .updateTable('billing_invoices')
    .set({ status: 'paid', paid_at: t, period_start: start, period_end: end })
    .where('id', '=', invoice.id)
    .execute();
  await trx
    .updateTable('educator_subscriptions')
    .set({
      status: 'active',
      cancel_at_period_end: 0,
      current_period_start: start,
      current_period_end: end,
      member_since: sub.member_since ?? t,
      past_due_since: null,
      updated_at: t,
    })
    .where('id', '=', sub.id)
    .execute();
  return true;
}
