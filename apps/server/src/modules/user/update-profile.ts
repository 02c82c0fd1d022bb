import {
  AUTH_MESSAGES,
  EMAIL_CHANGE_LINK_VALIDITY_MS,
  emailChangeSentMessage,
  type UpdateProfileRequest,
} from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { SessionUser } from '../accounts/index.ts';
import { linkUrl, newLinkToken } from '../accounts/index.ts';
import type { MailingDeps } from '../auth/index.ts';
import { getUser, verifyPassword } from '../auth/index.ts';
import { buildConfirmNewEmailEmail } from './confirm-new-email-email.ts';

export interface ProfileSaved {
  user: SessionUser;
  /** Set when a new email waits for confirmation (emailChangeSentMessage). */
  message?: string;
}

/**
 * Settings → Profile: names, timezone and email. Names and timezone are saved at once. A different email needs the
 * current password and is not applied here: a pending change is stored (token of 32 random bytes, only its SHA-256
 * kept, 24 hours, single use, replacing any earlier pending change) and the link PUBLIC_URL/confirm-email?token=…
 * is emailed to the NEW address, which confirmEmailChange then applies. The answer is the same whether or not
 * another account holds that address (no enumeration): that account's owner is sent nothing.
 */
export async function updateProfile(
  deps: MailingDeps,
  input: UpdateProfileRequest & { userId: number },
): Promise<Result<ProfileSaved>> {
  const current = await deps.db
    .selectFrom('users')
    .select(['email_normalized', 'password_hash'])
    .where('id', '=', input.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!current) throw new Error(`signed-in user ${input.userId} not found`);
  const newEmail = normalizeEmail(input.email);
  // The same address in another case is the same mailbox: saved at once, like the names.
  const changesEmail = newEmail !== current.email_normalized;
  if (changesEmail) {
    if (!input.currentPassword) {
      return fail('USER_CURRENT_PASSWORD_REQUIRED', AUTH_MESSAGES.currentPasswordRequired);
    }
    if (!(await verifyPassword(current.password_hash, input.currentPassword))) {
      return fail('USER_CURRENT_PASSWORD_WRONG', AUTH_MESSAGES.currentPasswordWrong);
    }
  }
  const now = deps.clock.now().getTime();
  const { token, tokenHash } = newLinkToken();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        ...(changesEmail ? {} : { email: input.email }),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      })
      .where('id', '=', input.userId)
      .execute();
    if (!changesEmail) return;
    await trx.deleteFrom('email_change_tokens').where('user_id', '=', input.userId).execute();
    await trx
      .insertInto('email_change_tokens')
      .values({
        token_hash: tokenHash,
        user_id: input.userId,
        new_email: input.email,
        created_at: now,
        expires_at: now + EMAIL_CHANGE_LINK_VALIDITY_MS,
      })
      .execute();
  });
  await deps.sessionCache.forgetUser(input.userId);
  const user = await getUser(deps.db, input.userId, deps.clock.now());
  if (!user) throw new Error(`signed-in user ${input.userId} not found`);
  if (!changesEmail) return ok({ user });
  const taken = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', newEmail)
    .executeTakeFirst();
  if (!taken) {
    const link = linkUrl(deps.publicUrl, '/confirm-email', token);
    deps.mailer.send(buildConfirmNewEmailEmail(input.email, user.firstName, link)).catch(deps.onMailError);
  }
  return ok({ user, message: emailChangeSentMessage(input.email) });
}
