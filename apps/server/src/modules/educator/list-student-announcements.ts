import type { Announcement } from '@tradearena/contracts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { toAnnouncementJson } from './to-announcement-json.ts';

/** At most this many announcements in one answer (the newest). */
const MAX_ANNOUNCEMENTS = 200;

/**
 * GET /api/student/announcements (docs/product/educators.md#announcements): the announcements of every class the caller plays in, newest
 * first, each with the caller's own read flag.
 */
export async function listStudentAnnouncements(
  deps: Pick<EducatorDeps, 'db'>,
  input: { userId: number },
): Promise<Announcement[]> {
  const rows = await deps.db.db
    .selectFrom('announcements as a')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'a.competition_id')
        .on('p.season', '=', LEAGUE_SEASON)
        .on('p.user_id', '=', input.userId)
        .on('p.removed_at', 'is', null),
    )
    .innerJoin('competitions as c', 'c.id', 'a.competition_id')
    .leftJoin('announcement_reads as r', (j) =>
      j.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', input.userId),
    )
    .select([
      'a.id',
      'a.competition_id',
      'c.name as league_name',
      'a.title',
      'a.message',
      'a.priority',
      'a.created_at',
      'r.read_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(MAX_ANNOUNCEMENTS)
    .execute();
  return rows.map((row) => toAnnouncementJson(row, row.read_at !== null));
}
