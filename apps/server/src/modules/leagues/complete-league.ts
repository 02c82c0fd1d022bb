import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { closeCompetitionSeason } from '../competitions/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { withLeagueScorer } from './with-league-scorer.ts';

/**
 * Completes a friend league at `at` (its end instant, or now when its creator ends it early): first marks it
 * completed (trading stops), then freezes its standings through the one season close — results written, League
 * Champion for first place, once (the season's `closed_at` is claimed). Safe to run again and on two instances at
 * once: a league already marked keeps its completion instant, a season already closed is left alone, and a run that
 * stopped between the two steps is finished by the next (the job looks for completed leagues whose season is open).
 * True when this call marked the league completed.
 */
export async function completeLeague(
  deps: Omit<LeagueDeps, 'clock'>,
  competitionId: number,
  at: Date,
): Promise<boolean> {
  const marked = await deps.db.db
    .updateTable('competitions')
    .set({ completed_at: at.getTime() })
    .where('id', '=', competitionId)
    .where('kind', '=', 'league')
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  await closeCompetitionSeason(withLeagueScorer(deps), competitionId, LEAGUE_SEASON, at);
  return Number(marked.numUpdatedRows) > 0;
}
