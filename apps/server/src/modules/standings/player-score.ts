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
   * The same figures for a whole valuation in columns by position (scores of 100,000 players every valuation, with no
   * object kept per player); without it, the players are scored in chunks.
   */
  columns?: (input: {
    context: PortfolioContext;
    mode: RankingMode;
    now: Date;
    userIds: ArrayLike<number>;
    valuesCents: ArrayLike<number>;
    returns: ArrayLike<number>;
  }) => Promise<ScoreColumns>;
};

/** Figures of many players by position (PlayerScorer.columns); the excess is each return (percent) minus benchmarkPct. */
export interface ScoreColumns {
  score: Float64Array;
  volatilityPct: Float64Array;
  provisional: Uint8Array;
  benchmarkPct: number;
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
