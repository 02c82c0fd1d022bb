import { ASSIGNMENT_MESSAGES, type OrderHistoryPage } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { findSeat, LEAGUE_SEASON } from '../competition-core/index.ts';
import { listOrderHistory, type OrderHistoryFilter } from '../orders/index.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';

/**
 * GET /api/educator/leagues/:leagueId/students/:userId/orders: a student's order history in the educator's own class
 * — the same history the student reads (list-order-history.ts). Another educator's class: 404; someone who never
 * joined the class: 404. A removed student's history stays readable, like the class export.
 */
export async function listStudentOrders(
  db: Kysely<Database>,
  input: { educatorId: number; leagueId: number; userId: number; filter: OrderHistoryFilter },
): Promise<Result<OrderHistoryPage>> {
  const league = await findOwnClassLeague(db, { leagueId: input.leagueId, educatorId: input.educatorId });
  if (!league.ok) return league;
  const member = await findSeat(db, { competitionId: input.leagueId, season: LEAGUE_SEASON, userId: input.userId });
  if (!member) return fail('EDUCATOR_STUDENT_NOT_FOUND', ASSIGNMENT_MESSAGES.studentNotFound);
  return ok(await listOrderHistory(db, { userId: input.userId, competitionId: input.leagueId, filter: input.filter }));
}
