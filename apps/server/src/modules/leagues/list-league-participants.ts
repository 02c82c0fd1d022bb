import type { LeagueParticipant } from '@tradearena/contracts';
import { shownPlayerName } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { requireLeagueMember } from './require-league-member.ts';

/** GET /api/leagues/:id/participants: every player (display name, username, when they joined), players only. */
export async function listLeagueParticipants(
  deps: Pick<LeagueDeps, 'db'>,
  input: { leagueId: number; userId: number },
): Promise<Result<LeagueParticipant[]>> {
  const league = await requireLeagueMember(deps.db.db, input.leagueId, input.userId);
  if (!league.ok) return league;
  const rows = await deps.db.db
    .selectFrom('competition_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.display_name', 'p.joined_at', 'u.username', 'u.deleted_at'])
    .where('p.competition_id', '=', input.leagueId)
    .where('p.season', '=', LEAGUE_SEASON)
    .where('p.removed_at', 'is', null)
    .orderBy('p.joined_at')
    .orderBy('p.user_id')
    .execute();
  return ok(
    rows.map((r) => ({
      displayName: shownPlayerName(r.display_name, r.deleted_at),
      username: r.username,
      joinedAt: new Date(Number(r.joined_at)).toISOString(),
    })),
  );
}
