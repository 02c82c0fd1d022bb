import { AUTH_MESSAGES, type VerifyEmailRequest } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { hashToken } from '../accounts/index.ts';
import type { AuthDeps } from '../auth/index.ts';
import { isOpenLink, spendLinkToken } from '../auth/index.ts';

const invalid = () => fail<never>('USER_EMAIL_VERIFICATION_INVALID', AUTH_MESSAGES.emailVerificationInvalid);

/**
 * POST /api/user/verify-email/confirm: the signed-in user opens the link emailed by requestEmailVerification, which
 * proves they control the account's address (users.email_verified_at). Refused with one message when the token is
 * unknown, used or expired, belongs to another account (a click by whoever reads the mailbox proves nothing for an
 * account they are not signed in to; the token stays usable by its owner), or was sent to an address the account
 * no longer has. In one transaction: the token is spent (a concurrent second use loses the conditional update) and
 * the address marked proven only while it is still the one the link went to.
 */
export async function verifyEmail(
  deps: AuthDeps,
  input: VerifyEmailRequest & { userId: number },
): Promise<Result<{ email: string }>> {
  const tokenHash = hashToken(input.token);
  const now = deps.clock.now().getTime();
  const row = await deps.db
    .selectFrom('email_verification_tokens')
    .innerJoin('users', 'users.id', 'email_verification_tokens.user_id')
    .select([
      'email_verification_tokens.user_id',
      'email_verification_tokens.email_normalized as sent_to',
      'email_verification_tokens.expires_at',
      'email_verification_tokens.used_at',
      'users.email',
      'users.email_normalized',
    ])
    .where('email_verification_tokens.token_hash', '=', tokenHash)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!isOpenLink(row, now)) return invalid();
  if (Number(row.user_id) !== input.userId || !row.email || row.email_normalized !== row.sent_to) return invalid();
  const email = row.email;
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendLinkToken(trx, 'email_verification_tokens', tokenHash, now))) return invalid();
    const verified = await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', input.userId)
      .where('email_normalized', '=', row.sent_to)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(verified.numUpdatedRows) !== 1) return invalid();
    return ok({ email });
  });
  if (result.ok) await deps.sessionCache.forgetUser(input.userId);
  return result;
}
