import { AUTH_MESSAGES, type RegisterRequest } from '@tradearena/contracts';
import { normalizeEmail, normalizeUsername } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { openPersonalPortfolio } from '../trading/open-personal-portfolio.ts';
import type { AuthDeps } from './auth-deps.ts';
import { getUser } from './get-user.ts';
import { hashPassword } from './password-hashing.ts';
import { createSession, revokeSession, type SessionUser } from './sessions.ts';

export interface SignedIn {
  user: SessionUser;
  session: { token: string; expiresAt: number };
}

/** Which of email and username already belongs to an account (email first), as a 409 failure. */
async function findTaken(db: Kysely<Database>, email: string, username: string): Promise<Result<never> | null> {
  const rows = await db
    .selectFrom('users')
    .select(['email_normalized', 'username_normalized'])
    .where((eb) => eb.or([eb('email_normalized', '=', email), eb('username_normalized', '=', username)]))
    .execute();
  if (rows.some((r) => r.email_normalized === email)) return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
  if (rows.length > 0) return fail('AUTH_USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
  return null;
}

/**
 * Sign-up: a new account with its personal $100,000 portfolio in one transaction, then a fresh session (the
 * request's previous session, if any, is revoked). Email and username are unique regardless of case.
 */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterRequest & { previousSessionIdHash?: string | null },
): Promise<Result<SignedIn>> {
  const email = normalizeEmail(input.email);
  const username = normalizeUsername(input.username);
  const taken = await findTaken(deps.db, email, username);
  if (taken) return taken;
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  let userId: number;
  try {
    userId = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email,
          email_normalized: email,
          username: input.username,
          username_normalized: username,
          first_name: input.firstName,
          last_name: input.lastName,
          password_hash: passwordHash,
          created_at: now.getTime(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await openPersonalPortfolio(trx, id, now);
      return id;
    });
  } catch (err) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    const column = uniqueViolationColumn(err);
    if (column === 'email_normalized') return fail('AUTH_EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    if (column === 'username_normalized') return fail('AUTH_USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
    throw err;
  }
  if (input.previousSessionIdHash) await revokeSession(deps, input.previousSessionIdHash);
  const session = await createSession(deps.db, userId, now);
  const user = await getUser(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished right after sign-up`);
  return ok({ user, session });
}
