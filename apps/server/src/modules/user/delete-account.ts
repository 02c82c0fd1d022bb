import { ok, type Result } from '../../app-error.ts';
import type { Payments } from '../../ports/payments.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { AuthDeps } from '../auth/index.ts';
import { announceExitOrders, cancelExitOrders, EXIT_REASONS } from '../orders/index.ts';
import type { PaymentsLog } from '../payments/index.ts';
import { cancelProviderSubscriptionOfDeletedAccount, eraseBillingOfDeletedAccount } from '../payments/index.ts';

/** The account use-cases' deps, and the provider that may still renew an Educator Pro subscription. */
export interface DeleteAccountDeps extends AuthDeps {
  payments: Payments;
  log: PaymentsLog;
  pubsub?: PubSub;
}

/**
 * Deletes an account (docs/product/accounts.md#account-deletion). The row stays so past standings keep their place, but
 * the personal data is erased: email (free to register again), names (shown as "Deleted player"), the username
 * (replaced by `deleted-<id>`, which no sign-up can take) and the password. Every session, reset link and pending
 * email change ends, the watchlist is emptied, and every open order is cancelled (cancel-exit-orders.ts).
 * Educator Pro ends with it (ADR 018): Stripe is told first (when it cannot be, the account is kept and the answer is
 * 502), then the same transaction cancels the subscription for good and erases the billing data copied from it.
 */
export async function deleteAccount(deps: DeleteAccountDeps, input: { userId: number }): Promise<Result<void>> {
  const now = deps.clock.now().getTime();
  const placeholder = `deleted-${input.userId}`;
  const providerCanceled = await cancelProviderSubscriptionOfDeletedAccount(deps, input.userId);
  if (!providerCanceled.ok) return providerCanceled;
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    await eraseBillingOfDeletedAccount(trx, input.userId, now);
    await trx
      .updateTable('users')
      .set({
        email: null,
        email_normalized: null,
        first_name: 'Deleted',
        last_name: 'player',
        username: placeholder,
        username_normalized: placeholder,
        password_hash: '!',
        timezone: 'UTC',
        deleted_at: now,
      })
      .where('id', '=', input.userId)
      .where('deleted_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('email_change_tokens').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('watchlist_items').where('user_id', '=', input.userId).execute();
    return cancelExitOrders(trx, { userId: input.userId }, EXIT_REASONS.accountDeleted, now);
  });
  announceExitOrders(deps, cancelled, new Date(now));
  await deps.sessionCache.forgetUser(input.userId);
  return ok(undefined);
}
