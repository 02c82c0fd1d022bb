import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

export const SESSION_COOKIE = 'ta_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so most requests do no write. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isEducator: boolean;
  timezone: string;
  experience: number;
  createdAt: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a fresh random id (never reused across sign-ins), stored only as its hash. */
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
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: SessionUser;
  idHash: string;
  /** Set when the sliding expiry moved: the cookie must be re-sent with this expiry. */
  renewedUntil: number | null;
}

export async function resolveSession(db: Kysely<Database>, token: string, now: Date): Promise<ResolvedSession | null> {
  const idHash = hashToken(token);
  const t = now.getTime();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_educator',
      'users.timezone',
      'users.experience',
      'users.created_at',
      'users.deleted_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= t || row.deleted_at !== null) return null;
  let renewedUntil: number | null = null;
  if (t - row.last_seen_at >= SESSION_TOUCH_MS) {
    renewedUntil = t + SESSION_TTL_MS;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: t, expires_at: renewedUntil })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    idHash,
    renewedUntil,
    user: {
      id: Number(row.id),
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email ?? '',
      isEducator: row.is_educator === 1,
      timezone: row.timezone,
      experience: Number(row.experience),
      createdAt: row.created_at,
    },
  };
}

export async function revokeSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function revokeAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
