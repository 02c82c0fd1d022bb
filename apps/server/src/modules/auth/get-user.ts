import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { educatorUntil, SESSION_USER_COLUMNS, type SessionUser, toSessionUser } from '../accounts/index.ts';

/** The live (not deleted) user with this id, in the shape the session carries (`isEducator` at `now`). */
export async function getUser(db: Kysely<Database>, userId: number, now: Date): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .select(SESSION_USER_COLUMNS)
    .select((eb) => educatorUntil(eb))
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toSessionUser(row, now.getTime()) : null;
}
