import { ok, type Result } from '../../app-error.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { announceExitOrders, cancelExitOrders, EXIT_REASONS } from '../orders/cancel-exit-orders.ts';

/**
 * Deletes an account (spec 02 Settings → Data and privacy). The row stays so past standings keep their place, but
 * the personal data is erased: email (free to register again), names (shown as "Deleted player"), the username
 * (replaced by `deleted-<id>`, which no sign-up can take) and the password. Every session, reset link and pending
 * email change ends, and every open order is cancelled (cancel-exit-orders.ts).
 */
export async function deleteAccount(
  deps: AuthDeps & { pubsub?: PubSub },
  input: { userId: number },
): Promise<Result<void>> {
  const now = deps.clock.now().getTime();
  const placeholder = `deleted-${input.userId}`;
  const cancelled = await deps.db.transaction().execute(async (trx) => {
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
    return cancelExitOrders(trx, { userId: input.userId }, EXIT_REASONS.accountDeleted, now);
  });
  announceExitOrders(deps, cancelled, new Date(now));
  await deps.sessionCache.forgetUser(input.userId);
  return ok(undefined);
}
