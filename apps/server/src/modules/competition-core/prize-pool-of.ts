import { CHAMPIONSHIP_PRIZE_POOL_CENTS } from '@tradearena/domain';
import type { CompetitionRow } from './load-competition.ts';

/** A season's prize pool in cents: the championship's (docs/product/competitions.md#prizes); friend leagues give achievements, not cash. */
export function prizePoolOf(row: CompetitionRow): number {
  return row.kind === 'championship' && row.championship_type
    ? CHAMPIONSHIP_PRIZE_POOL_CENTS[row.championship_type]
    : 0;
}
