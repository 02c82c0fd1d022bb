import { EDUCATOR_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { educatorUntil, isEducatorAt } from './educator-until.ts';

export interface Educator {
  id: number;
  /** IANA zone of the educator's settings: class start dates and times are read in it. */
  timeZone: string;
}

/**
 * The role check of every /api/educator/* route (docs/product/accounts.md#roles): the signed-in user, read fresh from the database (not
 * the session cache) so that losing educator access takes effect at once. A player is refused with 403.
 * Educator = an active Educator Pro subscription whose paid period has not ended at `now` (billing/educator-until.ts):
 * access ends at the period end at once; classes and students' data stay.
 */
export async function findEducator(db: Kysely<Database>, userId: number, now: Date): Promise<Result<Educator>> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'timezone'])
    .select((eb) => educatorUntil(eb))
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return fail('AUTH_REQUIRED', 'User not authenticated');
  if (!isEducatorAt(row.educator_until, now.getTime()))
    return fail('EDUCATOR_REQUIRED', EDUCATOR_MESSAGES.educatorRequired);
  return ok({ id: Number(row.id), timeZone: row.timezone });
}
