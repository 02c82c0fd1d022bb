import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { scorePlayers } from '../performance/index.ts';

/** The deps of a league's close with the performance scorer: a risk-adjusted league closes in its mode (ADR 023). */
export function withLeagueScorer<D extends { db: DbHandle; marketData: MarketData }>(deps: D) {
  return { ...deps, scorePlayers: (input: Parameters<typeof scorePlayers>[1]) => scorePlayers(deps, input) };
}
