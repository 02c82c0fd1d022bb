import { ASSIGNMENT_MESSAGES, type SuccessMessage } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { announceExitOrders, cancelExitOrders, EXIT_REASONS } from '../orders/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';

/**
 * DELETE /api/educator/leagues/:leagueId/students/:userId: removes a student from the educator's own class. The
 * membership is marked removed and the portfolio archived — nothing is deleted (portfolio, positions, trades,
 * graded results stay): the student leaves the standings, analytics and export, can no longer trade or move money
 * there, no longer sees the class, and cannot rejoin with the code; their open orders there are cancelled in the same
 * transaction (cancel-exit-orders.ts). A student not (or no longer) in the class: 404.
 */
export async function removeClassStudent(
  deps: EducatorDeps & { pubsub?: PubSub },
  input: { educatorId: number; leagueId: number; userId: number },
): Promise<Result<SuccessMessage>> {
  const league = await findOwnClassLeague(deps.db.db, { leagueId: input.leagueId, educatorId: input.educatorId });
  if (!league.ok) return league;
  const now = deps.clock.now();
  const cancelled = await deps.db.db.transaction().execute(async (trx) => {
    const removed = await trx
      .updateTable('competition_participants')
      .set({ removed_at: now.getTime() })
      .where('competition_id', '=', input.leagueId)
      .where('season', '=', LEAGUE_SEASON)
      .where('user_id', '=', input.userId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (Number(removed.numUpdatedRows) === 0) return null;
    const scope = { userId: input.userId, competitionId: input.leagueId, season: LEAGUE_SEASON };
    return cancelExitOrders(trx, scope, EXIT_REASONS.removedFromClass, now.getTime());
  });
  if (!cancelled) return fail('EDUCATOR_STUDENT_NOT_FOUND', ASSIGNMENT_MESSAGES.studentNotFound);
  announceExitOrders(deps, cancelled, now);
  return ok({ success: true, message: ASSIGNMENT_MESSAGES.studentRemoved });
}
