import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { PaymentEvent } from '../../ports/payments.ts';
import { invoiceNumber } from './invoice-number.ts';
import type { PaymentsLog } from './payments-deps.ts';

type SubscriptionEvent = Extract<
  PaymentEvent,
  {
    type: 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  }
>;

/**
 * Stripe's Educator Pro events, inside handlePaymentEvent's transaction (which records the event id: each is
 * handled once). `invoice.paid` records the invoice paid (first or renewal) and moves the subscription's period to
 * the invoice's; `invoice.payment_failed` records it failed and the subscription past due (access still ends at
 * the period end); `customer.subscription.updated|deleted` copy status, cancel-at-period-end and period. Answers the
 * user whose access may have changed, or null for a subscription we do not know or canceled with its account.
 */
export async function applySubscriptionEvent(
  trx: Transaction<Database>,
  kind: DbKind,
  event: SubscriptionEvent,
  now: Date,
  log: PaymentsLog,
): Promise<number | null> {
  const t = now.getTime();
  const sub = await lockRowForUpdate(
    kind,
    trx.selectFrom('educator_subscriptions').selectAll().where('provider_subscription_id', '=', event.subscriptionId),
  ).executeTakeFirst();
  if (!sub) {
    log.warn({ eventId: event.id, subscriptionId: event.subscriptionId }, 'billing: event for an unknown subscription');
    return null;
  }
  if (sub.status === 'canceled') {
    // Ended with its deleted account and canceled at Stripe first (ADR 018): final, whatever Stripe still sends.
    log.warn({ eventId: event.id, subscriptionId: event.subscriptionId }, 'billing: event for a canceled subscription');
    return null;
  }
  const userId = Number(sub.user_id);
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    await trx
      .updateTable('educator_subscriptions')
      .set({
        status: event.status,
        cancel_at_period_end: event.cancelAtPeriodEnd ? 1 : 0,
        ...(event.currentPeriodStart !== null ? { current_period_start: event.currentPeriodStart } : {}),
        ...(event.currentPeriodEnd !== null ? { current_period_end: event.currentPeriodEnd } : {}),
        ...(event.status === 'active' && sub.member_since === null ? { member_since: t } : {}),
        updated_at: t,
      })
      .where('id', '=', sub.id)
      .execute();
    return userId;
  }
  await applyInvoiceEvent(
    trx,
    event as InvoiceEvent,
    { id: sub.id, userId, status: sub.status, memberSince: sub.member_since },
    t,
  );
  return userId;
}

type InvoiceEvent = Extract<PaymentEvent, { type: 'invoice.paid' | 'invoice.payment_failed' }>;

/** The subscription's own invoices (the first and the yearly ones) carry its period; a manual or proration one not. */
const PERIOD_REASONS = ['subscription_create', 'subscription_cycle'];

async function applyInvoiceEvent(
  trx: Transaction<Database>,
  event: InvoiceEvent,
  sub: { id: string; userId: number; status: string; memberSince: number | null },
  t: number,
): Promise<void> {
  const userId = sub.userId;
  // The invoice row: the one we made for the first payment (by provider id or PaymentIntent), else a renewal's.
  const paymentIntentId = event.type === 'invoice.paid' ? event.paymentIntentId : null;
  const providerInvoiceId = event.invoiceId;
  const existing = await trx
    .selectFrom('billing_invoices')
    .select(['id', 'status'])
    .where('subscription_id', '=', sub.id)
    .where((eb) =>
      paymentIntentId
        ? eb.or([eb('provider_invoice_id', '=', providerInvoiceId), eb('payment_intent_id', '=', paymentIntentId)])
        : eb('provider_invoice_id', '=', providerInvoiceId),
    )
    .executeTakeFirst();
  const ofPeriod = event.billingReason === null || PERIOD_REASONS.includes(event.billingReason);
  const amountCents = event.type === 'invoice.paid' ? event.amountPaidCents : event.amountDueCents;
  const invoiceId = existing?.id ?? `inv_${randomUUID()}`;
  // A $0 invoice (paid by the credit balance, a coupon) has no charge to list: no row, its effect on the period only.
  if (!existing && amountCents > 0) {
    await trx
      .insertInto('billing_invoices')
      .values({
        id: invoiceId,
        number: invoiceNumber(invoiceId, t),
        subscription_id: sub.id,
        user_id: userId,
        amount_cents: amountCents,
        status: 'open',
        reason: event.billingReason ?? 'subscription_cycle',
        payment_intent_id: paymentIntentId,
        provider_invoice_id: event.invoiceId,
        created_at: t,
      })
      .execute();
  }
  if (event.type === 'invoice.payment_failed') {
    if (existing?.status !== 'paid') {
      await trx
        .updateTable('billing_invoices')
        .set({ status: 'failed', provider_invoice_id: event.invoiceId, hosted_invoice_url: event.hostedInvoiceUrl })
        .where('id', '=', invoiceId)
        .execute();
    }
    if (sub.status === 'active' && ofPeriod && event.billingReason !== 'subscription_create') {
      await trx
        .updateTable('educator_subscriptions')
        .set({ status: 'past_due', past_due_since: t, updated_at: t })
        .where('id', '=', sub.id)
        .execute();
    }
    return;
  }
  await trx
    .updateTable('billing_invoices')
    .set({
      status: 'paid',
      paid_at: t,
      provider_invoice_id: event.invoiceId,
      hosted_invoice_url: event.hostedInvoiceUrl,
      ...(ofPeriod ? { period_start: event.periodStart, period_end: event.periodEnd } : {}),
    })
    .where('id', '=', invoiceId)
    .execute();
  if (!ofPeriod) return;
  await trx
    .updateTable('educator_subscriptions')
    .set({
      status: 'active',
      current_period_start: event.periodStart,
      current_period_end: event.periodEnd,
      member_since: sub.memberSince ?? t,
      past_due_since: null,
      updated_at: t,
    })
    .where('id', '=', sub.id)
    .execute();
}
