import { type ForgotPasswordRequest, RESET_LINK_VALIDITY_MS } from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { linkUrl, newLinkToken } from '../accounts/index.ts';
import type { MailingDeps } from './auth-deps.ts';
import { buildResetPasswordEmail } from './reset-password-email.ts';

/**
 * Forgot-password. Answers the same whether or not the address has an account. When it does: a token of 32 random
 * bytes, stored only as its SHA-256, valid 1 hour, single use; the link PUBLIC_URL/reset-password?token=… is
 * emailed in the background so the answer's timing does not depend on the account existing.
 */
export async function requestPasswordReset(deps: MailingDeps, input: ForgotPasswordRequest): Promise<Result<void>> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('email_normalized', '=', normalizeEmail(input.email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user?.email) return ok(undefined);
  const now = deps.clock.now().getTime();
  const { token, tokenHash } = newLinkToken();
  const userId = Number(user.id);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now)
      .execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: now,
        expires_at: now + RESET_LINK_VALIDITY_MS,
      })
      .execute();
  });
  const link = linkUrl(deps.publicUrl, '/reset-password', token);
  deps.mailer.send(buildResetPasswordEmail(user.email, user.first_name, link)).catch(deps.onMailError);
  return ok(undefined);
}
