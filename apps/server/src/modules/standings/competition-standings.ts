import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { participantReturn } from './participant-return.ts';
import type { PlayerScorer } from './player-score.ts';
import { readStandingPlayers } from './read-standing-players.ts';
import type { StandingPlayer } from './standing-types.ts';
import { createStandingsIndex } from './standings-index.ts';
import type { RankedSnapshot, StandingsIndex } from './standings-index-types.ts';

export type StandingsSnapshot = RankedSnapshot<StandingPlayer>;
export type CompetitionStandingsIndex = StandingsIndex<StandingPlayer>;

/**
 * One championship season's (or league's) standings: its participants, read by user id, ranked by return net of
 * deposits over the season (ADR 011); ties go to the earlier joiner, then the lower user id (the domain's
 * rankParticipants rule, as the index's seniority). `topEligible` lists who may win a prize: a trade this season and
 * an account that still exists. After a quiet spell a read waits for a valuation at current quotes (`maxAgeMs`), so
 * the standings keep in step with the portfolios they rank. With `scorer` (its `forValuation`), a read may ask for
 * the risk-adjusted score (ADR 023), then computed in each valuation's pass beside the return.
 */
export function createCompetitionStandingsIndex(
  opts: {
    db: Kysely<Database>;
    marketData: MarketData;
    competitionId: number;
    season: number;
    seasonStart: Date;
    now: () => number;
    scorer?: PlayerScorer;
  } & Pick<
    Parameters<typeof createStandingsIndex<StandingPlayer>>[0],
    'revalueMs' | 'maxAgeMs' | 'fullReloadMs' | 'topN'
  >,
): CompetitionStandingsIndex {
  const { db, competitionId, season, seasonStart, scorer, ...tuning } = opts;
  const key = { competitionId, season };
  const forValuation = scorer?.forValuation;
  return createStandingsIndex<StandingPlayer>({
    ...tuning,
    source: {
      async readChunk(afterUserId, limit) {
        const chunk = await readStandingPlayers(db, key, { afterUserId, limit });
        return { players: chunk.players, lastCursor: chunk.lastUserId };
      },
      async readUsers(userIds) {
        return (await readStandingPlayers(db, key, { userIds })).players;
      },
    },
    returnOf: (p, profitCents, at) => participantReturn(p, profitCents, { seasonStart, at }),
    ties: { compare: (a, b) => a.joinedAt - b.joinedAt || a.userId - b.userId },
    isEligible: (p) => p.totalTrades > 0 && p.canWin,
    scoring: forValuation
      ? async (players, at) => {
          const userIds: number[] = [];
          for (const p of players) if (p && !p.hidden) userIds.push(p.userId);
          const scoring = await forValuation({ context: key, mode: 'risk_adjusted', now: at, userIds });
          return {
            benchmarkPct: scoring.benchmarkPct,
            // The scorer's value is the live one: the profit plus the money put in.
            score: (p, profit, returnFraction, out, i) =>
              scoring.score(p.userId, profit + p.investedCents, returnFraction, out, i),
          };
        }
      : undefined,
    // Every read looks up the caller's rank among many readers and trades: sorted once per valuation.
    sortEveryValuation: true,
  });
}
