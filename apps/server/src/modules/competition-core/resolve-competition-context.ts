import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { type CompetitionState, competitionState } from './competition-state.ts';
import { currentSeason } from './current-season.ts';
import { findSeat } from './find-seat.ts';
import { type CompetitionRow, loadCompetition } from './load-competition.ts';

export interface ResolvedCompetition {
  competition: CompetitionRow;
  /** The caller's portfolio: a championship's current season, a league's season 1. */
  context: PortfolioContext;
  state: CompetitionState;
}

/**
 * Which portfolio of the caller a competition call is about, from the session user and the competition (never
 * from a client header): 404 for an unknown competition, 403 for someone not playing its current season. For a
 * trade, a league must also be running (409 before its start and once completed).
 */
export async function resolveCompetitionContext(
  deps: { db: DbHandle },
  userId: number,
  competitionId: number,
  now: Date,
  purpose: 'trade' | 'read' = 'trade',
): Promise<Result<ResolvedCompetition>> {
  const db = deps.db.db;
  const competition = competitionId > 0 ? await loadCompetition(db, competitionId) : null;
  if (!competition) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const { season } = currentSeason(competition, now);
  const seat = await findSeat(db, { competitionId, season, userId });
  if (!seat || seat.removedAt !== null) return fail('COMPETITION_NOT_PARTICIPANT', COMPETITION_MESSAGES.notParticipant);
  const state = competitionState(competition, now);
  if (purpose === 'trade' && state === 'pending') return fail('LEAGUE_PENDING', COMPETITION_MESSAGES.leaguePending);
  if (purpose === 'trade' && state === 'completed')
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  return ok({ competition, context: { competitionId, season }, state });
}
