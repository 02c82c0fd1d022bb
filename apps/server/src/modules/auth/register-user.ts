import type { RegisterRequest } from '@tradearena/contracts';
import { normalizeEmail, normalizeUsername } from '@tradearena/domain';
import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';
import { ok, type Result } from '../../app-error.ts';
import { createSession, revokeSession, type SessionUser } from '../accounts/index.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findTakenAccount, takenAccountFailure } from './find-taken-account.ts';
import { getUser } from './get-user.ts';
import { insertAccount } from './insert-account.ts';
import { hashPassword } from './password-hashing.ts';

export interface SignedIn {
  user: SessionUser;
  session: { token: string; expiresAt: number };
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
  const taken = await findTakenAccount(deps.db, email, username);
  if (taken) return taken;
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  let userId: number;
  try {
    userId = await deps.db.transaction().execute((trx) => insertAccount(trx, { ...input, passwordHash }, now));
  } catch (err) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    const raced = takenAccountFailure(uniqueViolationColumn(err));
    if (raced) return raced;
    throw err;
  }
  if (input.previousSessionIdHash) await revokeSession(deps, input.previousSessionIdHash);
  const session = await createSession(deps.db, userId, now);
  const user = await getUser(deps.db, userId, deps.clock.now());
  if (!user) throw new Error(`user ${userId} vanished right after sign-up`);
  return ok({ user, session });
}
