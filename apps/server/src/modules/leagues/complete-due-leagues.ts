import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { completeLeague } from './complete-league.ts';
import type { LeagueDeps } from './league-deps.ts';

/** Leagues finished per call; the job comes back for the rest a minute later. */
const BATCH = 200;

/**
 * Finishes every friend league that is over but whose standings are not frozen yet: its end instant has passed
 * (also while the server was down), or it was marked completed by a run that stopped before the close. Each is
 * completed at its own end instant (or the instant it was ended early). Used by the job and, for one player's
 * leagues, lazily before reading their history. Returns the ids finished by this call.
 */
export async function completeDueLeagues(
  deps: Omit<LeagueDeps, 'clock'>,
  now: Date,
  only: { userId?: number } = {},
): Promise<number[]> {
  let q = deps.db.db
    .selectFrom('competitions as c')
    .innerJoin('competition_seasons as s', (j) =>
      j.onRef('s.competition_id', '=', 'c.id').on('s.season', '=', LEAGUE_SEASON),
    )
    .select(['c.id', 'c.ends_at', 'c.completed_at'])
    .where('c.kind', '=', 'league')
    .where('s.closed_at', 'is', null)
    .where((eb) => eb.or([eb('c.completed_at', 'is not', null), eb('c.ends_at', '<=', now.getTime())]));
  if (only.userId !== undefined) {
    const userId = only.userId;
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('competition_participants as p')
            .select('p.user_id')
            .whereRef('p.competition_id', '=', 'c.id')
            .where('p.user_id', '=', userId),
        ),
        // The educator of a class league reads its history too.
        eb.and([eb('c.is_educational', '=', 1), eb('c.created_by_user_id', '=', userId)]),
      ]),
    );
  }
  const due = await q.orderBy('c.ends_at').orderBy('c.id').limit(BATCH).execute();
  const finished: number[] = [];
  for (const league of due) {
    const end = Number(league.completed_at ?? league.ends_at ?? now.getTime());
    await completeLeague(deps, Number(league.id), new Date(Math.min(end, now.getTime())));
    finished.push(Number(league.id));
  }
  return finished;
}
