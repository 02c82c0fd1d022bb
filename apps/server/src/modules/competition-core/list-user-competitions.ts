import type { Competition } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { describeCompetitions } from './describe-competitions.ts';

/**
 * GET /api/competitions/user: the championships the caller plays this season and every league the caller is in
 * (completed ones too, marked isCompleted), championships first, then leagues newest first.
 */
export async function listUserCompetitions(
  db: Kysely<Database>,
  input: { userId: number; now: Date },
): Promise<Competition[]> {
  const rows = await db
    .selectFrom('competitions as c')
    .selectAll('c')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('competition_participants as p')
          .select('p.user_id')
          .whereRef('p.competition_id', '=', 'c.id')
          .where('p.user_id', '=', input.userId)
          .where('p.removed_at', 'is', null),
      ),
    )
    .orderBy('c.id', 'desc')
    .limit(500)
    .execute();
  const all = await describeCompetitions(db, rows, input);
  // A championship played in an earlier season only is not one the caller plays now.
  const played = all.filter((c) => c.kind === 'league' || c.isParticipant);
  return [...played.filter((c) => c.kind === 'championship').reverse(), ...played.filter((c) => c.kind === 'league')];
}
