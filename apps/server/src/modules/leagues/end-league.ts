import { COMPETITION_MESSAGES, type EndLeagueResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { competitionState, getCompetition, loadCompetition } from '../competition-core/index.ts';
import { completeLeague } from './complete-league.ts';
import type { LeagueDeps } from './league-deps.ts';

/**
 * POST /api/leagues/:id/end (docs/product/competitions.md#league-lifecycle): the creator ends the league early — waiting or running, not completed.
 * It is finalized at once (standings frozen, League Champion for first place, moved to history). A second call, or
 * one racing it, is a 409: only one of them marks the league completed.
 */
export async function endLeague(
  deps: LeagueDeps,
  input: { leagueId: number; userId: number },
): Promise<Result<EndLeagueResponse>> {
  const now = deps.clock.now();
  const league = await loadCompetition(deps.db.db, input.leagueId);
  if (league?.kind !== 'league') return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.leagueNotFound);
  if (league.created_by_user_id === null || Number(league.created_by_user_id) !== input.userId)
    return fail('LEAGUE_NOT_CREATOR', COMPETITION_MESSAGES.leagueNotCreator);
  if (competitionState(league, now) === 'completed')
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  if (!(await completeLeague(deps, input.leagueId, now)))
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  const ended = await getCompetition(deps.db.db, { id: input.leagueId, userId: input.userId, now });
  if (!ended.ok) return ended;
  return ok({ success: true, message: COMPETITION_MESSAGES.leagueEnded, league: ended.value });
}
