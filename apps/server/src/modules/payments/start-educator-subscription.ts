import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  EDUCATOR_PRO_PRICE_CENTS,
  type EducatorInstitution,
  type EducatorSubscriptionResponse,
  PAYMENT_MESSAGES,
} from '@tradearena/contracts';
import { normalizeEmail, normalizeUsername } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError, type ProviderIntent } from '../../ports/payments.ts';
import { findTakenAccount, hashPassword, insertAccount, takenAccountFailure } from '../auth/index.ts';
import type { BillingDeps } from './billing-deps.ts';
import { invoiceNumber } from './invoice-number.ts';
import { recordPaymentIntent } from './record-payment-intent.ts';
import { resumePendingSignup } from './resume-pending-signup.ts';
import { findSubscription, isSubscriptionActive, type SubscriptionRow } from './subscription-row.ts';
import { toPaymentIntentResponse } from './to-payment-intent-response.ts';

/** Signed out: the account to create (the sign-up's rules, checked by the contract). */
export interface NewAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface StartSubscriptionInput {
  institution: EducatorInstitution;
  /** The signed-in user to upgrade, or null with `account` to create. */
  userId: number | null;
  account: NewAccount | null;
}

/**
 * POST /api/payments/educator-subscription: the provider's first charge (simulated: a PaymentIntent of $500; Stripe:
 * a Customer and an incomplete yearly Subscription whose first invoice has the PaymentIntent), then ONE transaction
 * for our writes: the account (signed out), the subscription (pending, with the signup's institution fields), its
 * first invoice (open) and the intent, fulfilled later by the store's path (confirm → force-process or webhook).
 * Answers the card step's intent and the user id (the route signs a new account in).
 *
 * Repeated while the subscription waits for its first payment (two tabs, Back/Next), it answers the SAME pending
 * intent (resume-pending-signup.ts), so the signup can be paid once. Otherwise, on Stripe, the user's earlier
 * subscription there (past due, incomplete with an intent no longer payable, or ended on our side) is canceled at
 * Stripe BEFORE a new one is created: resuming is the safer choice where it is possible (one payable intent, none
 * left to a stale tab), and canceling otherwise stops the old one's retries, whose events we would no longer match.
 */
export async function startEducatorSubscription(
  deps: BillingDeps,
  input: StartSubscriptionInput,
): Promise<Result<EducatorSubscriptionResponse & { userId: number }>> {
  const now = deps.clock.now();
  const t = now.getTime();
  const existing = input.userId === null ? undefined : await findSubscription(deps.db.db, input.userId);
  if (isSubscriptionActive(existing, t)) return fail('BILLING_ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
  let passwordHash: string | null = null;
  if (input.account) {
    const { email, username, password } = input.account;
    const taken = await findTakenAccount(deps.db.db, normalizeEmail(email), normalizeUsername(username));
    if (taken) return taken;
    passwordHash = await hashPassword(password);
  }
  const subscriptionId = existing?.id ?? `sub_${randomUUID()}`;
  const purchaseId = `pur_${randomUUID()}`;
  const { institution: f } = input;
  let intent: ProviderIntent;
  let provider: { customerId: string; subscriptionId: string; invoiceId: string | null; url: string | null } | null =
    null;
  try {
    const pending = await resumePendingSignup(deps, existing);
    if (pending && existing) return ok(await resumeSignup(deps, existing, input, pending));
    // Even an expired one: ended by our side (a refund), it may still be open at Stripe; canceling twice is harmless.
    const old = existing?.provider === 'stripe' ? existing.provider_subscription_id : null;
    if (deps.payments.subscriptions && old) await deps.payments.subscriptions.cancelNow(old);
    if (deps.payments.subscriptions) {
      const started = await deps.payments.subscriptions.start({
        subscriptionId: `${subscriptionId}:${purchaseId}`,
        userId: input.userId,
        email: f.email,
        name: `${f.firstName} ${f.lastName}`,
        amountCents: EDUCATOR_PRO_PRICE_CENTS,
      });
      intent = started.intent;
      provider = {
        customerId: started.customerId,
        subscriptionId: started.subscriptionId,
        invoiceId: started.invoiceId,
        url: started.hostedInvoiceUrl,
      };
    } else {
      intent = await deps.payments.createIntent({
        purchaseId,
        userId: input.userId ?? 0,
        kind: 'educator_subscription',
        amountCents: EDUCATOR_PRO_PRICE_CENTS,
        description: BILLING_MESSAGES.invoiceDescription,
      });
    }
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ subscriptionId, reason: err.message }, 'billing: the provider refused to start a subscription');
    return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  const subscriptionFields = {
    status: 'incomplete' as const,
    cancel_at_period_end: 0,
    ...institutionFields(f),
    provider: deps.payments.provider,
    provider_customer_id: provider?.customerId ?? null,
    provider_subscription_id: provider?.subscriptionId ?? null,
    updated_at: t,
  };
  const write = async (trx: Transaction<Database>): Promise<number> => {
    const account = input.account;
    const userId =
      input.userId ??
      (await insertAccount(trx, { ...(account as NewAccount), passwordHash: passwordHash as string }, now));
    if (existing) {
      await trx.updateTable('educator_subscriptions').set(subscriptionFields).where('id', '=', existing.id).execute();
      // An earlier attempt's unpaid first invoice is replaced by this one.
      await trx
        .deleteFrom('billing_invoices')
        .where('subscription_id', '=', existing.id)
        .where('status', '=', 'open')
        .where('reason', '=', 'subscription_create')
        .execute();
    } else {
      await trx
        .insertInto('educator_subscriptions')
        .values({ id: subscriptionId, user_id: userId, created_at: t, ...subscriptionFields })
        .execute();
    }
    const invoiceId = `inv_${randomUUID()}`;
    await trx
      .insertInto('billing_invoices')
      .values({
        id: invoiceId,
        number: invoiceNumber(invoiceId, t),
        subscription_id: subscriptionId,
        user_id: userId,
        amount_cents: EDUCATOR_PRO_PRICE_CENTS,
        status: 'open',
        reason: 'subscription_create',
        payment_intent_id: intent.id,
        provider_invoice_id: provider?.invoiceId ?? null,
        hosted_invoice_url: provider?.url ?? null,
        created_at: t,
      })
      .execute();
    await recordPaymentIntent(trx, {
      intent,
      purchaseId,
      provider: deps.payments.provider,
      userId,
      kind: 'educator_subscription',
      amountCents: EDUCATOR_PRO_PRICE_CENTS,
      virtualCents: null,
      leagueId: null,
      participantCount: null,
      now,
    });
    return userId;
  };
  let userId: number;
  try {
    userId = await deps.db.db.transaction().execute(write);
  } catch (err) {
    const raced = takenAccountFailure(uniqueViolationColumn(err));
    if (raced) return raced;
    throw err;
  }
  return ok({ ...toPaymentIntentResponse(deps.payments, intent, EDUCATOR_PRO_PRICE_CENTS), subscriptionId, userId });
}

/** The signup's institution fields, as stored on the subscription. */
function institutionFields(f: EducatorInstitution) {
  return {
    first_name: f.firstName,
    last_name: f.lastName,
    email: f.email,
    phone: f.phone,
    job_title: f.jobTitle,
    institution_name: f.institutionName,
    institution_type: f.institutionType,
    institution_address: f.institutionAddress,
    institution_city: f.institutionCity,
    institution_state: f.institutionState,
    institution_zip: f.institutionZip,
    estimated_students: f.estimatedStudents,
  };
}

/** The repeated signup keeps its pending intent and invoice; only the institution fields it sent are updated. */
async function resumeSignup(
  deps: BillingDeps,
  existing: SubscriptionRow,
  input: StartSubscriptionInput,
  intent: ProviderIntent,
): Promise<EducatorSubscriptionResponse & { userId: number }> {
  await deps.db.db
    .updateTable('educator_subscriptions')
    .set({ ...institutionFields(input.institution), updated_at: deps.clock.now().getTime() })
    .where('id', '=', existing.id)
    .execute();
  return {
    ...toPaymentIntentResponse(deps.payments, intent, EDUCATOR_PRO_PRICE_CENTS),
    subscriptionId: existing.id,
    userId: Number(existing.user_id),
  };
}
