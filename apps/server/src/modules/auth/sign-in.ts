import { AUTH_MESSAGES, type LoginRequest } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { createSession, revokeSession } from '../accounts/index.ts';
import type { AuthDeps } from './auth-deps.ts';
import { getUser } from './get-user.ts';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing.ts';
import type { SignedIn } from './register-user.ts';
import { signInLookup } from './sign-in-name.ts';

/**
 * Sign-in with email (or username: ADR 024) and password. A wrong email or username and a wrong password get the same answer and take the same time
 * (no account enumeration). Every sign-in starts a new session id; the request's previous session is revoked.
 */
export async function signIn(
  deps: AuthDeps,
  input: LoginRequest & { previousSessionIdHash?: string | null },
): Promise<Result<SignedIn>> {
  const lookup = signInLookup(input);
  const row = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(lookup.column, '=', lookup.value)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const matches = row
    ? await verifyPassword(row.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!row || !matches) return fail('AUTH_INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  if (input.previousSessionIdHash) await revokeSession(deps, input.previousSessionIdHash);
  const userId = Number(row.id);
  const session = await createSession(deps.db, userId, deps.clock.now());
  const user = await getUser(deps.db, userId, deps.clock.now());
  if (!user) return fail('AUTH_INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  return ok({ user, session });
}
