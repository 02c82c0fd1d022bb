import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** The class leagues an educator created (every column), to narrow or order: the one place that says what "own" is. */
export function selectClassLeagues(db: Kysely<Database>, educatorId: number) {
  return db
    .selectFrom('competitions')
    .selectAll()
    .where('kind', '=', 'league')
    .where('is_educational', '=', 1)
    .where('created_by_user_id', '=', educatorId);
}
