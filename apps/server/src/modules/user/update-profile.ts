import { AUTH_MESSAGES, type UpdateProfileRequest } from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { getUser } from '../auth/get-user.ts';
import type { SessionUser } from '../auth/sessions.ts';

/** Settings → Profile: names and email (trimmed, required); a new email must not belong to another account. */
export async function updateProfile(
  deps: AuthDeps,
  input: UpdateProfileRequest & { userId: number },
): Promise<Result<SessionUser>> {
  const email = normalizeEmail(input.email);
  const other = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', email)
    .where('id', '!=', input.userId)
    .executeTakeFirst();
  if (other) return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
  try {
    await deps.db
      .updateTable('users')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        email_normalized: email,
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      })
      .where('id', '=', input.userId)
      .execute();
  } catch (err) {
    if (uniqueViolationColumn(err) === 'email_normalized') return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw err;
  }
  await deps.sessionCache.forgetUser(input.userId);
  const user = await getUser(deps.db, input.userId);
  if (!user) throw new Error(`signed-in user ${input.userId} not found`);
  return ok(user);
}
