import type { CompetitionRow } from './load-competition.ts';

export type CompetitionState = 'pending' | 'active' | 'completed';

/**
 * docs/product/competitions.md#league-lifecycle: a league waits until its scheduled start, is active until its end instant (or until its creator ends
 * it early), then completed — also before the completion job has run. Championships are always active.
 */
export function competitionState(row: CompetitionRow, now: Date): CompetitionState {
  if (row.kind === 'championship') return 'active';
  const t = now.getTime();
  if (row.completed_at !== null || (row.ends_at !== null && t >= Number(row.ends_at))) return 'completed';
  if (row.starts_at !== null && t < Number(row.starts_at)) return 'pending';
  return 'active';
}
