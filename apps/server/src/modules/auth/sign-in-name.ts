import { normalizeEmail, normalizeUsername } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** What a sign-in names the account by: an email, or a username (student accounts without email, ADR 024). */
export interface SignInName {
  email?: string | undefined;
  username?: string | undefined;
}

/** The users column and normalized value a sign-in looks the account up by. */
export function signInLookup(name: SignInName): {
  column: 'email_normalized' | 'username_normalized';
  value: string;
} {
  return name.email !== undefined
    ? { column: 'email_normalized', value: normalizeEmail(name.email) }
    : { column: 'username_normalized', value: normalizeUsername(name.username ?? '') };
}

/**
 * The key the sign-in throttle counts an account's failures by (decision 006): its normalized email, or the
 * normalized username of an account without one. Emails hold an @ and usernames never do, so the two never meet.
 */
export function throttleAccountKey(user: { email: string; username: string }): string {
  return user.email ? normalizeEmail(user.email) : normalizeUsername(user.username);
}

/**
 * The throttle key of a sign-in attempt: an account named by username is counted under its email when it has one,
 * so signing in by username does not give an attacker a second failure budget for the same account. An unknown
 * username is counted under itself.
 */
export async function throttleKeyOfSignIn(db: Kysely<Database>, name: SignInName): Promise<string> {
  const { column, value } = signInLookup(name);
  if (column === 'email_normalized') return value;
  const row = await db
    .selectFrom('users')
    .select(['email'])
    .where('username_normalized', '=', value)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return throttleAccountKey({ email: row?.email ?? '', username: value });
}
