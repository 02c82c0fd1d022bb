import { type ClassMessageBody, type ClassMessageResponse, EDUCATOR_MESSAGES } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';
import { toAnnouncementJson } from './to-announcement-json.ts';

/**
 * POST /api/educator/message (docs/product/educators.md#announcements): an announcement to one of the educator's own class leagues (another
 * league id is a 404), read by its students in GET /api/student/announcements. Title and message are trimmed and
 * required by the schema.
 */
export async function sendClassMessage(
  deps: EducatorDeps,
  input: ClassMessageBody & { educatorId: number },
): Promise<Result<ClassMessageResponse>> {
  const league = await findOwnClassLeague(deps.db.db, { leagueId: input.leagueId, educatorId: input.educatorId });
  if (!league.ok) return league;
  const createdAt = deps.clock.now().getTime();
  const row = await deps.db.db
    .insertInto('announcements')
    .values({
      competition_id: Number(league.value.id),
      created_by_user_id: input.educatorId,
      title: input.title,
      message: input.message,
      priority: input.priority,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const announcement = toAnnouncementJson(
    {
      id: Number(row.id),
      competition_id: Number(league.value.id),
      league_name: league.value.name,
      title: input.title,
      message: input.message,
      priority: input.priority,
      created_at: createdAt,
    },
    false,
  );
  return ok({ success: true, message: EDUCATOR_MESSAGES.messageSent, announcement });
}
