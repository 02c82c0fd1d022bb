import { type FinalStanding, LEADERBOARD_TOP, type LeagueHistoryItem } from '@tradearena/contracts';
import { percent2 } from '../portfolio/index.ts';
import { completeDueLeagues } from './complete-due-leagues.ts';
import type { LeagueDeps } from './league-deps.ts';

/** Items per answer, newest first. */
const HISTORY_LIMIT = 100;

/** What both queries read of a league or season the caller played or taught. */
const HISTORY_COLUMNS = [
  'c.id',
  'c.kind',
  'c.name',
  'c.created_by_user_id',
  'c.completed_at',
  's.season',
  's.ends_at',
  's.participant_count',
  's.closed_at',
] as const;

/**
 * GET /api/leagues/history: the completed leagues and closed championship seasons the caller played, newest first,
 * with the final standings frozen at the close (visible names only; the caller marked isYou). A league's standings
 * are all its players; a championship season's are its top 10 and the caller's own row when lower (a season may
 * have 100,000 players). The caller's leagues that ended before the job ran are completed first.
 */
export async function listLeagueHistory(deps: LeagueDeps, input: { userId: number }): Promise<LeagueHistoryItem[]> {
  const db = deps.db.db;
  await completeDueLeagues(deps, deps.clock.now(), { userId: input.userId });
  const played = await db
    .selectFrom('competition_results as r')
    .innerJoin('competitions as c', 'c.id', 'r.competition_id')
    .innerJoin('competition_seasons as s', (j) =>
      j.onRef('s.competition_id', '=', 'r.competition_id').onRef('s.season', '=', 'r.season'),
    )
    .select(HISTORY_COLUMNS)
    .where('r.user_id', '=', input.userId)
    .orderBy('s.closed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  // An educator's ended class leagues (the educator is not one of their players): final rankings kept here too.
  const taught = await db
    .selectFrom('competitions as c')
    .innerJoin('competition_seasons as s', (j) => j.onRef('s.competition_id', '=', 'c.id'))
    .select(HISTORY_COLUMNS)
    .where('c.kind', '=', 'league')
    .where('c.is_educational', '=', 1)
    .where('c.created_by_user_id', '=', input.userId)
    .where('s.closed_at', 'is not', null)
    .orderBy('s.closed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  if (taught.length > 0) {
    const seen = new Set(played.map((p) => Number(p.id)));
    played.push(...taught.filter((t) => !seen.has(Number(t.id))));
    played.sort((a, b) => Number(b.closed_at) - Number(a.closed_at) || Number(b.id) - Number(a.id));
    played.splice(HISTORY_LIMIT);
  }
  if (played.length === 0) return [];
  const key = (id: number, season: number) => `${id}:${season}`;
  const pairs = played.map((p) => ({ id: Number(p.id), season: Number(p.season), league: p.kind === 'league' }));
  const standings = await db
    .selectFrom('competition_results')
    .select(['competition_id', 'season', 'user_id', 'display_name', 'rank', 'return_ppm'])
    .where('rank', 'is not', null)
    .where((eb) =>
      eb.or(
        pairs.map((p) =>
          eb.and([
            eb('competition_id', '=', p.id),
            eb('season', '=', p.season),
            ...(p.league ? [] : [eb.or([eb('rank', '<=', LEADERBOARD_TOP), eb('user_id', '=', input.userId)])]),
          ]),
        ),
      ),
    )
    .orderBy('rank')
    .execute();
  const standingsOf = new Map<string, FinalStanding[]>();
  for (const r of standings) {
    const k = key(Number(r.competition_id), Number(r.season));
    const list = standingsOf.get(k) ?? [];
    list.push({
      userId: Number(r.user_id),
      displayName: r.display_name,
      totalReturn: percent2(Number(r.return_ppm) / 10_000),
      rank: Number(r.rank),
      isYou: Number(r.user_id) === input.userId,
    });
    standingsOf.set(k, list);
  }
  return played.map((p) => {
    const k = key(Number(p.id), Number(p.season));
    const league = p.kind === 'league';
    const end = league && p.completed_at !== null ? Number(p.completed_at) : Number(p.ends_at);
    return {
      id: Number(p.id),
      competitionName: p.name,
      seasonNumber: league ? null : Number(p.season),
      totalParticipants: Number(p.participant_count ?? 0),
      endDate: new Date(end).toISOString(),
      createdByUserId: p.created_by_user_id === null ? null : Number(p.created_by_user_id),
      finalStandings: standingsOf.get(k) ?? [],
    };
  });
}
