import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { PaymentsLog } from './payments-deps.ts';

export interface SubscriptionReversal {
  paymentIntentId: string;
  /** Cents returned: a refund's cumulative amount, or a dispute's own amount. */
  reversedCents: number;
  now: Date;
}

/**
 * A refund or dispute of an Educator Pro payment, inside handlePaymentEvent's transaction: when it returns the whole
 * invoice, the invoice becomes `refunded` and, if it paid the current period, the subscription expires (access ends
 * now). Once: an invoice already refunded changes nothing. A partial one is only logged (access stays). Answers the
 * user whose access ended, or null. Stripe's own subscription is left as it is (the refund was made there).
 */
export async function reverseSubscriptionPayment(
  trx: Transaction<Database>,
  kind: DbKind,
  input: SubscriptionReversal,
  log: PaymentsLog,
): Promise<number | null> {
  const invoice = await lockRowForUpdate(
    kind,
    trx.selectFrom('billing_invoices').selectAll().where('payment_intent_id', '=', input.paymentIntentId),
  ).executeTakeFirst();
  if (invoice?.status !== 'paid') return null;
  if (input.reversedCents < Number(invoice.amount_cents)) {
    log.warn(
      { paymentIntentId: input.paymentIntentId, reversedCents: input.reversedCents, invoiceId: invoice.id },
      'billing: part of an Educator Pro payment returned; access kept',
    );
    return null;
  }
  const t = input.now.getTime();
  await trx.updateTable('billing_invoices').set({ status: 'refunded' }).where('id', '=', invoice.id).execute();
  const ended = await trx
    .updateTable('educator_subscriptions')
    .set({ status: 'expired', cancel_at_period_end: 0, updated_at: t })
    .where('id', '=', invoice.subscription_id)
    .where('status', 'in', ['active', 'past_due'])
    .where('current_period_end', '=', invoice.period_end)
    .executeTakeFirst();
  const userId = Number(invoice.user_id);
  log.warn(
    { paymentIntentId: input.paymentIntentId, invoiceId: invoice.id, accessEnded: Number(ended.numUpdatedRows) > 0 },
    'billing: an Educator Pro payment was refunded or disputed',
  );
  return Number(ended.numUpdatedRows) > 0 ? userId : null;
}
