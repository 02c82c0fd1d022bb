import { AUTH_MESSAGES, type ResetPasswordRequest } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { hashToken } from '../accounts/index.ts';
import type { AuthDeps } from './auth-deps.ts';
import { endPendingLinks } from './end-pending-links.ts';
import { isOpenLink } from './is-open-link.ts';
import { hashPassword } from './password-hashing.ts';
import { spendLinkToken } from './spend-link-token.ts';

const invalid = () => fail<void>('AUTH_RESET_INVALID', AUTH_MESSAGES.resetLinkInvalid);

/**
 * Sets a new password from a reset link. A bad, used or expired token is refused with one message. On success, in
 * one transaction: the token is spent (a concurrent second use loses the conditional update), the address is marked
 * proven (the link reached its mailbox; any email change ends open reset links, so it is the current address), every
 * other open link of the user dies, and every session of the user is revoked.
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordRequest): Promise<Result<void>> {
  const tokenHash = hashToken(input.token);
  const now = deps.clock.now().getTime();
  const row = await deps.db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.user_id', 'password_reset_tokens.expires_at', 'password_reset_tokens.used_at'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!isOpenLink(row, now)) return invalid();
  const userId = Number(row.user_id);
  const passwordHash = await hashPassword(input.newPassword);
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendLinkToken(trx, 'password_reset_tokens', tokenHash, now))) return invalid();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: now })
      .where('id', '=', userId)
      .execute();
    // A pending email change (perhaps asked for by someone who knew the old password) dies with that password.
    await endPendingLinks(trx, userId, now);
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    return ok(undefined);
  });
  if (result.ok) await deps.sessionCache.forgetUser(userId);
  return result;
}
