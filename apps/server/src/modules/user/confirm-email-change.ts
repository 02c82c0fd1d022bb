import { AUTH_MESSAGES, type ConfirmEmailRequest } from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { deleteSessionsOfUser, hashToken } from '../accounts/index.ts';
import type { MailingDeps } from '../auth/index.ts';
import { endPendingLinks, isOpenLink, spendLinkToken } from '../auth/index.ts';
import { buildEmailChangedEmail } from './email-changed-email.ts';

const invalid = () => fail<never>('USER_EMAIL_CONFIRMATION_INVALID', AUTH_MESSAGES.emailConfirmationInvalid);
const taken = () => fail<never>('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);

/**
 * Applies a pending email change from its emailed link, signed in or not. In one transaction: the token is spent
 * (a concurrent second use loses the conditional update), the email replaced — refused with 409 when another
 * account took the address meanwhile (whoever opens the link controls that address, so this reveals nothing) —
 * every open link of the user dies, and every session of the user ends except the caller's own when the caller is that
 * user. The new address counts as proven (email_verified_at) only when the caller is signed in as that user: opened
 * signed out or by someone else (say an operator tricked into clicking a link another account asked for), the email
 * changes but stays unproven until the verify-email flow. After commit, the old address is told.
 */
export async function confirmEmailChange(
  deps: MailingDeps,
  input: ConfirmEmailRequest & { caller: { userId: number; idHash: string } | null },
): Promise<Result<{ email: string }>> {
  const tokenHash = hashToken(input.token);
  const now = deps.clock.now().getTime();
  const row = await deps.db
    .selectFrom('email_change_tokens')
    .innerJoin('users', 'users.id', 'email_change_tokens.user_id')
    .select([
      'email_change_tokens.user_id',
      'email_change_tokens.new_email',
      'email_change_tokens.expires_at',
      'email_change_tokens.used_at',
      'users.email',
      'users.first_name',
    ])
    .where('email_change_tokens.token_hash', '=', tokenHash)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!isOpenLink(row, now)) return invalid();
  const userId = Number(row.user_id);
  const newEmail = normalizeEmail(row.new_email);
  let result: Result<{ email: string }>;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      if (!(await spendLinkToken(trx, 'email_change_tokens', tokenHash, now))) return invalid();
      const other = await trx
        .selectFrom('users')
        .select('id')
        .where('email_normalized', '=', newEmail)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (other) return taken();
      const byOwner = input.caller?.userId === userId;
      await trx
        .updateTable('users')
        .set({ email: row.new_email, email_normalized: newEmail, email_verified_at: byOwner ? now : null })
        .where('id', '=', userId)
        .execute();
      await endPendingLinks(trx, userId, now);
      const keep = byOwner && input.caller ? input.caller.idHash : null;
      await deleteSessionsOfUser(trx, userId, keep);
      return ok({ email: row.new_email });
    });
  } catch (err) {
    // Another account took the address between the check and the update: the unique index decides.
    if (uniqueViolationColumn(err) === 'email_normalized') return taken();
    throw err;
  }
  if (!result.ok) return result;
  await deps.sessionCache.forgetUser(userId);
  if (row.email) {
    deps.mailer.send(buildEmailChangedEmail(row.email, row.first_name, row.new_email)).catch(deps.onMailError);
  }
  return result;
}
