import { type RankedParticipant, type RankingMode, rankByScore } from '@tradearena/domain';
import { type PlayerScorer, scoreInChunks } from '../standings/index.ts';

/**
 * A season's ranked rows (return order) in its official ranking mode (docs/decisions/023-...): `return` and
 * `excess` as they are (the S&P 500's move over the season is the same for every player, so both order alike);
 * `risk_adjusted` re-ranked by every visible player's score (the domain's rankByScore).
 */
export async function inOfficialMode<T extends RankedParticipant>(
  deps: { scorePlayers?: PlayerScorer },
  input: { competitionId: number; season: number; mode: RankingMode; at: Date },
  ranked: T[],
): Promise<T[]> {
  if (input.mode !== 'risk_adjusted') return ranked;
  if (!deps.scorePlayers) throw new Error('a risk-adjusted season close needs the performance scorer');
  const scores = await scoreInChunks(deps.scorePlayers, {
    context: { competitionId: input.competitionId, season: input.season },
    mode: input.mode,
    now: input.at,
    players: ranked.filter((r) => !r.hidden),
  });
  return rankByScore(ranked, (r) => scores.get(r.userId)!.score);
}
