import { z } from 'zod';
import { RankingModeSchema } from './ranking-mode.ts';

// Championship and league leaderboards (docs/product/competitions.md): rows, the prize panel, the ranking view.

/** One row of a championship leaderboard (docs/product/competitions.md#league-standings-and-history leaderboard entry). */
export const CompetitionLeaderboardEntrySchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  rank: z.number().int(),
  totalTrades: z.number().int(),
  /** Percent of sells closed at a profit. */
  winRate: z.number(),
  /** Percent, net of deposits. */
  totalReturn: z.number(),
  /** Dollars, net of deposits. */
  profitLoss: z.number(),
  /** Dollars the place would win if the season ended now (0 outside the prize places or without a trade). */
  prize: z.number(),
  isYou: z.boolean(),
  /** ADR 023, percent: the return net of deposits, the return above the S&P 500 over the season, the volatility. */
  returnPct: z.number(),
  excessReturnPct: z.number(),
  volatilityPct: z.number(),
  /** The metric of `rankedBy`, the mode the rows are sorted by. */
  score: z.number(),
  /** A risk-adjusted score over fewer than 5 trading days. */
  provisional: z.boolean(),
});
export type CompetitionLeaderboardEntry = z.infer<typeof CompetitionLeaderboardEntrySchema>;

export const PrizePlaceSchema = z.object({
  place: z.number().int(),
  percent: z.number(),
  /** Dollars. */
  amount: z.number(),
});
export type PrizePlace = z.infer<typeof PrizePlaceSchema>;

/** GET /api/competitions/:id/leaderboard: top 10 visible players, the caller's row when lower, the prize panel. */
export const CompetitionLeaderboardSchema = z.object({
  competitionId: z.number().int(),
  entries: z.array(CompetitionLeaderboardEntrySchema),
  /** The caller's row (also when it is in `entries`); null when not ranked (not playing, or a hidden name). */
  you: CompetitionLeaderboardEntrySchema.nullable(),
  prizeDistribution: z.array(PrizePlaceSchema),
  /** Dollars. */
  prizePool: z.number(),
  seasonNumber: z.number().int().nullable(),
  seasonEndsAt: z.string().nullable(),
  /** Every player of the season, hidden names included. */
  participantCount: z.number().int(),
  /** Players ranked (hidden names excluded). */
  rankedCount: z.number().int(),
  /** The official ranking mode (the close and the prizes use it). */
  rankingMode: RankingModeSchema,
  /** The mode the rows are sorted by: `?rank=` when asked, else the official one. */
  rankedBy: RankingModeSchema,
});
export type CompetitionLeaderboard = z.infer<typeof CompetitionLeaderboardSchema>;

/** One row of GET /api/leagues/:id/leaderboard (every visible participant). */
export const LeagueLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  displayName: z.string(),
  username: z.string(),
  /** Dollars. */
  profitLoss: z.number(),
  /** Percent. */
  returnPercent: z.number(),
  /** Dollars. */
  totalValue: z.number(),
  isYou: z.boolean(),
  /** ADR 023, percent: the return net of deposits, the return above the S&P 500 over the season, the volatility. */
  returnPct: z.number(),
  excessReturnPct: z.number(),
  volatilityPct: z.number(),
  /** The metric of the ranking mode the rows are sorted by. */
  score: z.number(),
  /** A risk-adjusted score over fewer than 5 trading days. */
  provisional: z.boolean(),
});
export type LeagueLeaderboardRow = z.infer<typeof LeagueLeaderboardRowSchema>;
export const LeagueLeaderboardSchema = z.array(LeagueLeaderboardRowSchema);
/** `?rank=`: view the standings in another ranking mode without changing the official one (ADR 023). */
export const LeaderboardRankQuerySchema = z.object({ rank: RankingModeSchema.optional() });
