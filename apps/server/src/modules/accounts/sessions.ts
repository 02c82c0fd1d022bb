import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { educatorUntil, isEducatorAt } from './educator-until.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionUser } from './session-user.ts';

export const SESSION_COOKIE = 'ta_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so most requests do no write. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** The users columns a SessionUser is read from, next to educatorUntil (qualified: they are also read joined). */
export const SESSION_USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.email_verified_at',
  'users.timezone',
  'users.experience',
  'users.created_at',
  'users.managed_by',
  'users.must_change_password',
] as const;

/** A row of SESSION_USER_COLUMNS and educator_until. */
export interface SessionUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  email_verified_at: number | null;
  timezone: string;
  experience: number;
  created_at: number;
  managed_by: number | null;
  must_change_password: number;
  educator_until: number | string | null;
}

/** The session's shape of a user row, `isEducator` at `nowMs`. */
export function toSessionUser(row: SessionUserRow, nowMs: number): SessionUser {
  return {
    id: Number(row.id),
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email ?? '',
    emailVerified: row.email_verified_at !== null,
    isEducator: isEducatorAt(row.educator_until, nowMs),
    educatorUntil: row.educator_until === null ? null : Number(row.educator_until),
    timezone: row.timezone,
    experience: Number(row.experience),
    createdAt: Number(row.created_at),
    managed: row.managed_by !== null,
    mustChangePassword: Number(row.must_change_password) === 1,
  };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a fresh random id (never reused across sign-ins), stored only as its hash; notes the sign-in. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const t = now.getTime();
  const expiresAt = t + SESSION_TTL_MS;
  await db
    .insertInto('sessions')
    .values({ id_hash: hashToken(token), user_id: userId, created_at: t, expires_at: expiresAt, last_seen_at: t })
    .execute();
  // Active Today of the educator's analytics (ADR 012): every session starts with a sign-in (or a sign-up).
  await db.updateTable('users').set({ last_sign_in_at: t }).where('id', '=', userId).execute();
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: SessionUser;
  idHash: string;
  /** Set when the sliding expiry moved: the cookie must be re-sent with this expiry. */
  renewedUntil: number | null;
}

const selectSession = preparedQuery(1, (db, idHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.expires_at', 'sessions.last_seen_at', ...SESSION_USER_COLUMNS])
    .select((eb) => educatorUntil(eb))
    .where('sessions.id_hash', '=', idHash)
    .where('users.deleted_at', 'is', null),
);

const touchSession = preparedQuery(3, (db, lastSeenAt: number, expiresAt: number, idHash: string) =>
  db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id_hash', '=', idHash),
);

/** What resolving a session needs: the database and the cache of resolved sessions. */
export interface SessionDeps {
  db: Kysely<Database>;
  sessionCache: SessionCache;
}

/**
 * The session of a cookie token, or null when it is unknown, revoked, expired or its user deleted. Answered from
 * the session cache when it holds the session (see session-cache.ts for why that stays correct), else read and
 * cached. Moves the sliding expiry forward at most every SESSION_TOUCH_MS.
 */
export async function resolveSession(deps: SessionDeps, token: string, now: Date): Promise<ResolvedSession | null> {
  const t = now.getTime();
  const idHash = tokenHash(token);
  let session = deps.sessionCache.get(idHash);
  if (!session) {
    const version = deps.sessionCache.version();
    const row = (await selectSession(deps.db, idHash)).rows[0];
    if (!row) return null;
    session = {
      expiresAt: Number(row.expires_at),
      lastSeenAt: Number(row.last_seen_at),
      user: toSessionUser(row, t),
    };
    deps.sessionCache.put(idHash, session, version);
  }
  if (session.expiresAt <= t) return null;
  rememberTokenHash(token, idHash);
  let renewedUntil: number | null = null;
  if (t - session.lastSeenAt >= SESSION_TOUCH_MS) {
    renewedUntil = t + SESSION_TTL_MS;
    const touched = await touchSession(deps.db, t, renewedUntil, idHash);
    if (Number(touched.numAffectedRows ?? 0n) !== 1) {
      // Deleted since it was cached: the invalidation is on its way, but do not wait for it.
      await deps.sessionCache.forgetSession(idHash);
      return null;
    }
    session.lastSeenAt = t;
    session.expiresAt = renewedUntil;
  }
  const user = { ...session.user, isEducator: isEducatorAt(session.user.educatorUntil, t) };
  return { idHash, renewedUntil, user };
}

/** Ends one session, here and (through the session cache) on every instance. */
export async function revokeSession(deps: SessionDeps, idHash: string): Promise<void> {
  await deps.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  await deps.sessionCache.forgetSession(idHash);
}

/**
 * Inside a transaction: deletes every session of a user except `keepIdHash` (the caller's own, or null for all).
 * Call `sessionCache.forgetUser` after the commit.
 */
export async function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepIdHash: string | null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
  await query.execute();
}

/**
 * The session of a cookie token when the cache can answer alone (no read, no sliding-expiry write): the resolved
 * session, null when it expired, undefined when resolveSession must go to the database. Synchronous, so the
 * session hook stays off the promise machinery on almost every request.
 */
export function resolveCachedSession(
  cache: SessionCache,
  token: string,
  t: number,
): ResolvedSession | null | undefined {
  const idHash = tokenHash(token);
  const session = cache.get(idHash);
  if (!session) return undefined;
  if (session.expiresAt <= t) return null;
  rememberTokenHash(token, idHash);
  if (t - session.lastSeenAt >= SESSION_TOUCH_MS) return undefined;
  return { idHash, renewedUntil: null, user: session.user };
}

const knownHashes = new Map<string, string>();
/** What createSession issues: 32 random bytes in base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * hashToken, remembered for the tokens of sessions the cache holds (a SHA-256 per request was ~5 % of a cached
 * read's CPU). Only well-formed tokens of live sessions are kept, as flat copies (a slice of the Cookie header would
 * keep the whole header alive): a client sending random cookies cannot fill it, and the map is bounded.
 */
function tokenHash(token: string): string {
  return knownHashes.get(token) ?? hashToken(token);
}

function rememberTokenHash(token: string, idHash: string): void {
  if (knownHashes.has(token) || !TOKEN_FORMAT.test(token)) return;
  if (knownHashes.size >= 20_000) knownHashes.clear();
  knownHashes.set(Buffer.from(token, 'latin1').toString('latin1'), idHash);
}
