import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { educatorUntil, isEducatorAt } from '../billing/educator-until.ts';
import type { SessionUser } from './sessions.ts';

/** The live (not deleted) user with this id, in the shape the session carries (`isEducator` at `now`). */
export async function getUser(db: Kysely<Database>, userId: number, now: Date): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'email_verified_at',
      'timezone',
      'experience',
      'created_at',
    ])
    .select((eb) => educatorUntil(eb))
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email ?? '',
    emailVerified: row.email_verified_at !== null,
    isEducator: isEducatorAt(row.educator_until, now.getTime()),
    educatorUntil: row.educator_until === null ? null : Number(row.educator_until),
    timezone: row.timezone,
    experience: Number(row.experience),
    createdAt: Number(row.created_at),
  };
}
