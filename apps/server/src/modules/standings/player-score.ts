import type { RankingMode } from '@tradearena/domain';
import type { PortfolioContext } from '../portfolio/index.ts';

/** A player's figures in a ranking mode (docs/decisions/023-performance-benchmark-and-attribution.md), percent. */
export interface PlayerScore {
  returnPct: number;
  excessReturnPct: number;
  volatilityPct: number;
  score: number;
  provisional: boolean;
}

/**
 * Scores players of one competition season in a ranking mode (the performance context's scorePlayers, handed to the
 * contexts below it by app.ts: docs/decisions/021-contexts-on-floors.md). `returnFraction` is the standings' own
 * return, `valueCents` the live value.
 */
export type PlayerScorer = ((input: {
  context: PortfolioContext;
  mode: RankingMode;
  now: Date;
  players: readonly { userId: number; valueCents: number; returnFraction: number }[];
}) => Promise<Map<number, PlayerScore>>) & {
  /**
   * The scoring of a whole valuation (the standings index's own pass, 100,000 players every valuation): prepared once
   * for its players (their histories, the S&P 500's move), then O(1) per player written into columns; without it,
   * the players are scored in chunks.
   */
  forValuation?: (input: {
    context: PortfolioContext;
    mode: RankingMode;
    now: Date;
    userIds: ArrayLike<number>;
  }) => Promise<ValuationScorer>;
};

/** Figures of many players by position; the excess is each return (percent) minus benchmarkPct. */
export interface ScoreColumns {
  score: Float64Array;
  volatilityPct: Float64Array;
  provisional: Uint8Array;
  benchmarkPct: number;
}

/** One valuation's scoring (PlayerScorer.forValuation): the S&P 500's move and a player's figures at slot `i`. */
export interface ValuationScorer {
  benchmarkPct: number;
  score(userId: number, valueCents: number, returnFraction: number, out: ScoreColumns, i: number): void;
}

/** Players scored per call (each call's queries list them: under every database's bound-parameter limit). */
const SCORE_CHUNK = 2_000;

/** Scores any number of players in chunks of SCORE_CHUNK (a season close scores the whole field). */
export async function scoreInChunks(
  scorer: PlayerScorer,
  input: Parameters<PlayerScorer>[0],
): Promise<Map<number, PlayerScore>> {
  const out = new Map<number, PlayerScore>();
  for (let i = 0; i < input.players.length; i += SCORE_CHUNK) {
    const part = await scorer({ ...input, players: input.players.slice(i, i + SCORE_CHUNK) });
    for (const [userId, score] of part) out.set(userId, score);
  }
  return out;
}
