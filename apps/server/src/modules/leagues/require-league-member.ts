import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { type CompetitionRow, findSeat, LEAGUE_SEASON, loadCompetition } from '../competition-core/index.ts';

/**
 * The friend league with this id when the caller plays in it (or is the educator of this class league): 404 for no
 * such league, 403 for anyone else — a student removed from a class too.
 */
export async function requireLeagueMember(
  db: Kysely<Database>,
  leagueId: number,
  userId: number,
): Promise<Result<CompetitionRow>> {
  const league = await loadCompetition(db, leagueId);
  if (league?.kind !== 'league') return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.leagueNotFound);
  // The educator of a class league reads it like its students do (docs/product/competitions.md#league-standings-and-history: stats, participants, leaderboard).
  if (Number(league.is_educational) === 1 && Number(league.created_by_user_id) === userId) return ok(league);
  const seat = await findSeat(db, { competitionId: leagueId, season: LEAGUE_SEASON, userId });
  if (!seat || seat.removedAt !== null) return fail('COMPETITION_NOT_PARTICIPANT', COMPETITION_MESSAGES.notParticipant);
  return ok(league);
}
