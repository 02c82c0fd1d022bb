import { ASSIGNMENT_MESSAGES, CLASSROOM_MESSAGES, type ResetStudentPasswordResponse } from '@tradearena/contracts';
import { temporaryPassword } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { SessionCache } from '../accounts/index.ts';
import { hashPassword, storeNewPassword } from '../auth/index.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from '../educator/index.ts';
import { selectClassLeagues } from '../educator/index.ts';
import { secureRandomInt } from './random-int.ts';

/**
 * POST /api/educator/students/:userId/reset-password (ADR 024): a new temporary password for a student of one of the
 * educator's classes, to be changed at the next sign-in. A student in none of the caller's classes (another
 * teacher's, unknown, removed) is 404; one who signed up on their own is 403 (they own their password and reset it
 * by email). In one transaction the hash is stored and every session of the student ends; the session cache of
 * every instance forgets them after the commit.
 */
export async function resetStudentPassword(
  deps: EducatorDeps & { sessionCache: SessionCache },
  input: { educatorId: number; userId: number },
): Promise<Result<ResetStudentPasswordResponse>> {
  const db = deps.db.db;
  const student = await db
    .selectFrom('users')
    .select(['id', 'username', 'managed_by'])
    .where('id', '=', input.userId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('competition_participants as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'users.id')
          .where('p.season', '=', LEAGUE_SEASON)
          .where('p.removed_at', 'is', null)
          .where('p.competition_id', 'in', selectClassLeagues(db, input.educatorId).clearSelect().select('id')),
      ),
    )
    .executeTakeFirst();
  if (!student) return fail('EDUCATOR_STUDENT_NOT_FOUND', ASSIGNMENT_MESSAGES.studentNotFound);
  if (student.managed_by === null) return fail('EDUCATOR_STUDENT_NOT_MANAGED', CLASSROOM_MESSAGES.studentNotManaged);
  const password = temporaryPassword(secureRandomInt);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().getTime();
  await db
    .transaction()
    .execute((trx) =>
      storeNewPassword(trx, { userId: input.userId, passwordHash, temporary: true, keepIdHash: null, now }),
    );
  await deps.sessionCache.forgetUser(input.userId);
  return ok({ userId: input.userId, username: student.username, temporaryPassword: password });
}
