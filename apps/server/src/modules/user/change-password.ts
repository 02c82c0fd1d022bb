import { AUTH_MESSAGES, type ChangePasswordRequest } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { MailingDeps } from '../auth/index.ts';
import { hashPassword, storeNewPassword, verifyPassword } from '../auth/index.ts';
import { buildPasswordChangedEmail } from './password-changed-email.ts';

/**
 * Settings → Password: the current password must match (else 400, counted by the sign-in throttle in the route).
 * In one transaction the new hash is stored, every open emailed link dies (it belongs to the old password, like
 * resetPassword) and every session of the user ends except the caller's. After commit the address is told.
 */
export async function changePassword(
  deps: MailingDeps,
  input: ChangePasswordRequest & { userId: number; keepIdHash: string },
): Promise<Result<void>> {
  const row = await deps.db
    .selectFrom('users')
    .select(['password_hash', 'email', 'first_name'])
    .where('id', '=', input.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new Error(`signed-in user ${input.userId} not found`);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    return fail('USER_CURRENT_PASSWORD_INCORRECT', AUTH_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now().getTime();
  await deps.db.transaction().execute((trx) =>
    storeNewPassword(trx, {
      userId: input.userId,
      passwordHash,
      temporary: false,
      keepIdHash: input.keepIdHash,
      now,
    }),
  );
  await deps.sessionCache.forgetUser(input.userId);
  if (row.email) deps.mailer.send(buildPasswordChangedEmail(row.email, row.first_name)).catch(deps.onMailError);
  return ok(undefined);
}
