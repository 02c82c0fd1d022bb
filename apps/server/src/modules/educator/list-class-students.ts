import { EDUCATOR_ONLINE_WINDOW_MINUTES, type EducatorStudent } from '@tradearena/contracts';
import { shownPlayerName } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeagues } from './find-own-class-leagues.ts';

/**
 * GET /api/educator/students[?leagueId=]: the current students of one class or of all the educator's classes (one
 * row per student and class, by class then join time). isOnline: signed in, a session used or a trade in the last
 * EDUCATOR_ONLINE_WINDOW_MINUTES minutes (sessions record their use at most hourly, so a quiet reader may show as
 * offline). Removed students are left out.
 */
export async function listClassStudents(
  deps: EducatorDeps,
  input: { educatorId: number; leagueId?: number },
): Promise<Result<EducatorStudent[]>> {
  const db = deps.db.db;
  const leagues = await findOwnClassLeagues(db, input);
  if (!leagues.ok) return leagues;
  if (leagues.value.length === 0) return ok([]);
  const since = deps.clock.now().getTime() - EDUCATOR_ONLINE_WINDOW_MINUTES * 60_000;
  const rows = await db
    .selectFrom('competition_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('competitions as c', 'c.id', 'p.competition_id')
    .select((eb) => [
      'p.user_id',
      'p.display_name',
      'p.joined_at',
      'p.competition_id',
      'c.name as league_name',
      'u.first_name',
      'u.last_name',
      'u.last_sign_in_at',
      'u.deleted_at',
      'u.managed_by',
      'u.username',
      eb
        .exists(
          eb
            .selectFrom('sessions as s')
            .select('s.user_id')
            .whereRef('s.user_id', '=', 'p.user_id')
            .where('s.last_seen_at', '>=', since),
        )
        .as('session_recent'),
      eb
        .exists(
          eb
            .selectFrom('trades as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'p.user_id')
            .where('t.executed_at', '>=', since),
        )
        .as('traded_recently'),
    ])
    .where(
      'p.competition_id',
      'in',
      leagues.value.map((l) => Number(l.id)),
    )
    .where('p.season', '=', LEAGUE_SEASON)
    .where('p.removed_at', 'is', null)
    .orderBy('p.competition_id')
    .orderBy('p.joined_at')
    .orderBy('p.user_id')
    .execute();
  return ok(
    rows.map((r) => ({
      userId: Number(r.user_id),
      firstName: r.deleted_at === null ? r.first_name : '',
      displayName: shownPlayerName(r.display_name, r.deleted_at),
      isOnline:
        r.deleted_at === null &&
        (Number(r.last_sign_in_at ?? 0) >= since || isTrue(r.session_recent) || isTrue(r.traded_recently)),
      leagueId: Number(r.competition_id),
      leagueName: r.league_name,
      joinedAt: new Date(Number(r.joined_at)).toISOString(),
      managed: r.deleted_at === null && r.managed_by !== null,
      username: r.deleted_at === null && r.managed_by !== null ? r.username : null,
      lastName: r.deleted_at === null && r.managed_by !== null ? r.last_name : null,
    })),
  );
}

/** EXISTS answers a boolean on PostgreSQL and 0/1 on SQLite. */
const isTrue = (v: unknown): boolean => v === true || Number(v) === 1;
