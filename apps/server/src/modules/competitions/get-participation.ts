import { COMPETITION_MESSAGES, type ParticipationResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { currentSeason, loadCompetition } from '../competition-core/index.ts';

/**
 * GET /api/competition/:id/participation: plays the current season; canRejoin: played an earlier one, not this.
 * A student removed from a class league by its educator no longer participates (and cannot rejoin). A private league
 * answers only its creator and the players it ever had; anyone else gets the 404 of an unknown id (as
 * GET /api/competitions/:id), so the answer does not tell which ids exist.
 */
export async function getParticipation(
  db: Kysely<Database>,
  input: { userId: number; competitionId: number; now: Date },
): Promise<Result<ParticipationResponse>> {
  const row = await loadCompetition(db, input.competitionId);
  if (!row) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const { season } = currentSeason(row, input.now);
  const seasons = await db
    .selectFrom('competition_participants')
    .select(['season', 'removed_at'])
    .where('competition_id', '=', input.competitionId)
    .where('user_id', '=', input.userId)
    .execute();
  const isCreator = row.created_by_user_id !== null && Number(row.created_by_user_id) === input.userId;
  if (isTrue(row.is_private) && seasons.length === 0 && !isCreator)
    return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  if (seasons.some((s) => s.removed_at !== null)) return ok({ isParticipating: false, canRejoin: false });
  const isParticipating = seasons.some((s) => Number(s.season) === season);
  const playedBefore = seasons.some((s) => Number(s.season) < season);
  return ok({ isParticipating, canRejoin: !isParticipating && playedBefore });
}
