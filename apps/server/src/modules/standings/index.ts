// The standings context's public surface: one generic ranking index and its two uses.
export {
  type CompetitionStandingsIndex,
  createCompetitionStandingsIndex,
  type StandingsSnapshot,
} from './competition-standings.ts';
export { createLeaderboardIndex, type LeaderboardIndex, type LeaderboardSnapshot } from './global-leaderboard.ts';
export { countAheadInOrder, type StandingsOrder, topOfOrder } from './ranking-order.ts';
export {
  createStandingsIndex,
  type RankedPlayer,
  type RankedPlayerSource,
  type RankedSnapshot,
  type StandingsIndex,
  type StandingsIndexOptions,
} from './standings-index.ts';
