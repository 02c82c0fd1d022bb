import type { Kysely, Selectable } from 'kysely';
import type { CompetitionsTable, Database } from '../../adapters/db/schema.ts';

/** A competitions row with its numbers as numbers (PostgreSQL BIGINTs are parsed; SQLite gives numbers). */
export type CompetitionRow = Selectable<CompetitionsTable>;

/** The competition (championship or league) with this id, or null. */
export async function loadCompetition(db: Kysely<Database>, id: number): Promise<CompetitionRow | null> {
  const row = await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}
