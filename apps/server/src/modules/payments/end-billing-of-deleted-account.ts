import { PAYMENT_MESSAGES } from '@tradearena/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError, type Payments } from '../../ports/payments.ts';
import type { PaymentsLog } from './payments-deps.ts';
import { findSubscription } from './subscription-row.ts';

/**
 * Account deletion, BEFORE its transaction (ADR 018): a subscription the provider renews by itself (Stripe) is
 * canceled there now, whatever our status says (an expired one may still be open at Stripe; canceling twice is
 * harmless). When Stripe cannot be told, PAYMENT_PROVIDER_UNAVAILABLE: the caller keeps the account (the owner can
 * still sign in and delete again) rather than leave a card charged for an account no one can open.
 */
export async function cancelProviderSubscriptionOfDeletedAccount(
  deps: { db: Kysely<Database>; payments: Payments; log: PaymentsLog },
  userId: number,
): Promise<Result<void>> {
  const sub = await findSubscription(deps.db, userId);
  if (sub?.provider !== 'stripe' || !sub.provider_subscription_id || sub.status === 'canceled') return ok(undefined);
  if (!deps.payments.subscriptions) {
    // Stripe's keys were removed since: nothing here can reach it, the operators must cancel it in Stripe.
    deps.log.error(
      { userId, subscriptionId: sub.provider_subscription_id },
      'billing: a deleted account’s Stripe subscription must be canceled in Stripe',
    );
    return ok(undefined);
  }
  try {
    await deps.payments.subscriptions.cancelNow(sub.provider_subscription_id);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error(
      { userId, reason: err.message },
      'billing: the provider refused to cancel a deleted account’s subscription',
    );
    return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  return ok(undefined);
}

/**
 * Inside the account deletion's transaction, before the user row loses its email (ADR 018): the subscription is
 * `canceled` for good (the renewal job and the provider's events leave it alone) and loses the billing contact and
 * the stored card; its invoices keep number, amount, status and period for the accounts but not the link to the
 * provider's hosted page (which shows the contact); the district inquiries the account sent, or sent from its email,
 * keep what the district asked but not who asked.
 */
export async function eraseBillingOfDeletedAccount(trx: Transaction<Database>, userId: number, now: number) {
  await trx
    .updateTable('educator_subscriptions')
    .set({
      status: 'canceled',
      cancel_at_period_end: 0,
      past_due_since: null,
      first_name: '',
      last_name: '',
      email: '',
      phone: null,
      job_title: '',
      institution_name: '',
      institution_address: null,
      institution_city: null,
      institution_state: null,
      institution_zip: null,
      card_brand: null,
      card_last4: null,
      card_token: null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx.updateTable('billing_invoices').set({ hosted_invoice_url: null }).where('user_id', '=', userId).execute();
  const user = await trx.selectFrom('users').select('email_normalized').where('id', '=', userId).executeTakeFirst();
  const email = user?.email_normalized ?? null;
  await trx
    .updateTable('district_inquiries')
    .set({ name: '', email: '', message: null, client_address: '' })
    .where((eb) =>
      email === null
        ? eb('user_id', '=', userId)
        : eb.or([eb('user_id', '=', userId), eb(sql<string>`lower(trim(email))`, '=', email)]),
    )
    .execute();
}
