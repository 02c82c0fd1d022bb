// The public surface of the competition-core context: code outside modules/competition-core/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { bankTransfersAllowed } from './bank-transfers-allowed.ts';
export { competitionState } from './competition-state.ts';
export { currentSeason, LEAGUE_SEASON, type SeasonWindow } from './current-season.ts';
export { describeCompetitions } from './describe-competitions.ts';
export { ensureCompetitionSeason } from './ensure-competition-season.ts';
export { findSeat, type Seat } from './find-seat.ts';
export { getCompetition } from './get-competition.ts';
export { addOwnLeagueSlots, extendOwnLeague } from './grow-own-league.ts';
export {
  countTradesToday,
  HOUSE_RULE_CODES,
  type LeagueHouseRules,
  leagueTimeZone,
  localTimeOf,
  readLeagueHouseRules,
  toJournalText,
} from './league-house-rules.ts';
export { listUserCompetitions } from './list-user-competitions.ts';
export { type CompetitionRow, loadCompetition } from './load-competition.ts';
export { prizePoolOf } from './prize-pool-of.ts';
export { rankingModeOf } from './ranking-mode-of.ts';
export { resolveCompetitionContext } from './resolve-competition-context.ts';
export { isShortSellingAllowed, shortSellingAllowed } from './short-selling-allowed.ts';
export { toCompetitionJson } from './to-competition-json.ts';
