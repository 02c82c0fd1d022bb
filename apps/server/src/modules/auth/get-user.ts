import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { SessionUser } from './sessions.ts';

/** The live (not deleted) user with this id, in the shape the session carries. */
export async function getUser(db: Kysely<Database>, userId: number): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'is_educator',
      'timezone',
      'experience',
      'created_at',
    ])
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
    isEducator: isTrue(row.is_educator),
    timezone: row.timezone,
    experience: Number(row.experience),
    createdAt: Number(row.created_at),
  };
}
