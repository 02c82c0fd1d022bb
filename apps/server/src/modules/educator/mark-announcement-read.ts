import { EDUCATOR_MESSAGES, type SuccessMessage } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';

/**
 * POST /api/student/announcements/:id/read: marks one announcement of a class the caller plays in as read by the
 * caller (idempotent: the first read time stays). Any other id is a 404.
 */
export async function markAnnouncementRead(
  deps: EducatorDeps,
  input: { announcementId: number; userId: number },
): Promise<Result<SuccessMessage>> {
  const db = deps.db.db;
  const mine = await db
    .selectFrom('announcements as a')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'a.competition_id')
        .on('p.season', '=', LEAGUE_SEASON)
        .on('p.user_id', '=', input.userId)
        .on('p.removed_at', 'is', null),
    )
    .select('a.id')
    .where('a.id', '=', input.announcementId)
    .executeTakeFirst();
  if (!mine) return fail('ANNOUNCEMENT_NOT_FOUND', EDUCATOR_MESSAGES.announcementNotFound);
  await db
    .insertInto('announcement_reads')
    .values({ announcement_id: input.announcementId, user_id: input.userId, read_at: deps.clock.now().getTime() })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .execute();
  return ok({ success: true, message: EDUCATOR_MESSAGES.announcementRead });
}
