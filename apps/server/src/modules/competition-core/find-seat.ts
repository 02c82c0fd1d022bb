import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** A player's seat in one season of a competition; `removedAt` is set once the educator removed them from the class. */
export interface Seat {
  removedAt: number | null;
}

/**
 * The one read of a player's membership of a competition season (the caller's context, league membership, a
 * teacher's view of a student, the matcher's exit check): the seat, or null for someone who never joined. Each caller
 * decides what a removed seat means for it.
 */
export async function findSeat(
  db: Kysely<Database>,
  seat: { competitionId: number; season: number; userId: number },
): Promise<Seat | null> {
  const row = await db
    .selectFrom('competition_participants')
    .select('removed_at')
    .where('competition_id', '=', seat.competitionId)
    .where('season', '=', seat.season)
    .where('user_id', '=', seat.userId)
    .executeTakeFirst();
  return row ? { removedAt: row.removed_at === null ? null : Number(row.removed_at) } : null;
}
