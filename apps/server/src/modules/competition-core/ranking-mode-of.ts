import { RANKING_MODES, type RankingMode } from '@tradearena/domain';

/** A competition's official ranking mode (migration 031); a value this version does not know ranks by return. */
export function rankingModeOf(row: { ranking_mode: string }): RankingMode {
  return (RANKING_MODES as readonly string[]).includes(row.ranking_mode) ? (row.ranking_mode as RankingMode) : 'return';
}
