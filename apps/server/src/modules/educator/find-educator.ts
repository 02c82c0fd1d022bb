import { EDUCATOR_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';

export interface Educator {
  id: number;
  /** IANA zone of the educator's settings: class start dates and times are read in it. */
  timeZone: string;
}

/**
 * The role check of every /api/educator/* route (spec 02 §6): the signed-in user, read fresh from the database (not
 * the session cache) so that losing educator access takes effect at once. A player is refused with 403.
 * Until subscriptions exist, `users.is_educator` is set by hand (tests set it directly).
 */
export async function findEducator(db: Kysely<Database>, userId: number): Promise<Result<Educator>> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'is_educator', 'timezone'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return fail('AUTH_REQUIRED', 'User not authenticated');
  if (!isTrue(row.is_educator)) return fail('EDUCATOR_REQUIRED', EDUCATOR_MESSAGES.educatorRequired);
  return ok({ id: Number(row.id), timeZone: row.timezone });
}
