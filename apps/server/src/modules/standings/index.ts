// The standings context's public surface: one generic ranking index and its two uses.
export {
  type CompetitionStandingsIndex,
  createCompetitionStandingsIndex,
  type StandingsSnapshot,
} from './competition-standings.ts';
export { createLeaderboardIndex, type LeaderboardIndex, type LeaderboardSnapshot } from './global-leaderboard.ts';
export {
  type PlayerScore,
  type PlayerScorer,
  type ScoreColumns,
  scoreInChunks,
  type ValuationScorer,
} from './player-score.ts';
export { createPlayerValuer, type ValuedHoldings } from './player-valuer.ts';
export { countAheadInOrder, type StandingsOrder, topOfOrder } from './ranking-order.ts';
export { readStandingPlayers } from './read-standing-players.ts';
export { readTransferFlows, type TransferFlow } from './read-transfer-flows.ts';
export type { StandingPlayer } from './standing-types.ts';
export { createStandingsIndex } from './standings-index.ts';
export type {
  RankedSnapshot,
  ScoredColumns,
  SlotScoring,
  StandingsIndex,
  StandingsIndexOptions,
} from './standings-index-types.ts';
export type { RankedPlayer, RankedPlayerSource } from './standings-players.ts';
export { toCashFlows, toParticipantResult } from './to-participant-result.ts';
