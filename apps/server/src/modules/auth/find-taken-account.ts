import { AUTH_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, type Result } from '../../app-error.ts';

/** Which of email and username (both normalized) already belongs to an account (email first), as a 409 failure. */
export async function findTakenAccount(
  db: Kysely<Database>,
  email: string,
  username: string,
): Promise<Result<never> | null> {
  const rows = await db
    .selectFrom('users')
    .select(['email_normalized', 'username_normalized'])
    .where((eb) => eb.or([eb('email_normalized', '=', email), eb('username_normalized', '=', username)]))
    .execute();
  if (rows.some((r) => r.email_normalized === email)) return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
  if (rows.length > 0) return fail('AUTH_USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
  return null;
}

/** A unique-index violation on users (two sign-ups racing) as the same 409, or null for any other error. */
export function takenAccountFailure(column: string | null): Result<never> | null {
  if (column === 'email_normalized') return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
  if (column === 'username_normalized') return fail('AUTH_USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
  return null;
}
