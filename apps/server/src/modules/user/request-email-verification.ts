import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_LINK_VALIDITY_MS,
  emailVerificationSentMessage,
} from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import { linkUrl, newLinkToken } from '../accounts/index.ts';
import type { MailingDeps } from '../auth/index.ts';
import { buildVerifyEmailEmail } from './verify-email-email.ts';

/**
 * POST /api/user/verify-email: emails the signed-in user a link proving they control the account's current address
 * (an operator's address must be proven before it moderates). Like reset tokens: 32 random bytes, only the SHA-256
 * kept, 24 hours, single use; the token remembers the address it went to, and a new request replaces any earlier
 * link. An address already proven gets no email. The link is PUBLIC_URL/verify-email?token=…, sent in the background.
 */
export async function requestEmailVerification(
  deps: MailingDeps,
  input: { userId: number },
): Promise<Result<{ message: string }>> {
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'email_normalized', 'email_verified_at', 'first_name', 'username'])
    .where('id', '=', input.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user?.email || !user.email_normalized) throw new Error(`signed-in user ${input.userId} not found`);
  if (user.email_verified_at !== null) return ok({ message: AUTH_MESSAGES.emailAlreadyVerified });
  const now = deps.clock.now().getTime();
  const { token, tokenHash } = newLinkToken();
  const emailNormalized = user.email_normalized;
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_verification_tokens').where('user_id', '=', input.userId).execute();
    await trx
      .insertInto('email_verification_tokens')
      .values({
        token_hash: tokenHash,
        user_id: input.userId,
        email_normalized: emailNormalized,
        created_at: now,
        expires_at: now + EMAIL_VERIFICATION_LINK_VALIDITY_MS,
      })
      .execute();
  });
  const link = linkUrl(deps.publicUrl, '/verify-email', token);
  deps.mailer.send(buildVerifyEmailEmail(user.email, user.first_name, user.username, link)).catch(deps.onMailError);
  return ok({ message: emailVerificationSentMessage(user.email) });
}
