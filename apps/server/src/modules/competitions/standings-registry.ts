import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { competitionMarketData } from '../../adapters/market-data/replay/replay-markets.ts';
import type { MarketData } from '../../ports/market-data.ts';
import {
  type CompetitionStandingsIndex,
  createCompetitionStandingsIndex,
  type PlayerScorer,
} from '../standings/index.ts';

export interface StandingsRegistry {
  /** The index of a competition's season (created on first use; an earlier season's index is let go). */
  indexFor(competitionId: number, season: number, seasonStart: Date): CompetitionStandingsIndex;
  markChanged(competitionId: number, season: number, userIds: Iterable<number>): void;
  close(): Promise<void>;
}

/** One standings index per competition, for the season being read; `scorer` scores its players by risk (ADR 023). */
export function createStandingsRegistry(opts: {
  db: Kysely<Database>;
  marketData: MarketData;
  now: () => number;
  scorer?: PlayerScorer;
}): StandingsRegistry {
  const indexes = new Map<number, { season: number; index: CompetitionStandingsIndex }>();
  return {
    indexFor(competitionId, season, seasonStart) {
      const known = indexes.get(competitionId);
      if (known?.season === season) return known.index;
      if (known) void known.index.close();
      // A replay event's portfolios are valued at its own prices (ADR 025).
      const clock = { now: () => new Date(opts.now()) };
      const marketData = competitionMarketData({ ...opts, clock }, competitionId);
      const index = createCompetitionStandingsIndex({ ...opts, marketData, competitionId, season, seasonStart });
      indexes.set(competitionId, { season, index });
      return index;
    },
    markChanged(competitionId, season, userIds) {
      const known = indexes.get(competitionId);
      if (known?.season === season) known.index.markChanged(userIds);
    },
    async close() {
      await Promise.allSettled([...indexes.values()].map((k) => k.index.close()));
      indexes.clear();
    },
  };
}
