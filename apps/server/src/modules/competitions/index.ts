// The public surface of the competitions context: code outside modules/competitions/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).

export { toCashFlows, toParticipantResult } from '../standings/index.ts';
export { closeCompetitionSeason, LEAGUE_CHAMPION_ACHIEVEMENT_ID } from './close-competition-season.ts';
export { closeSeasons } from './close-seasons.ts';
export { readAllStandingPlayers } from './read-all-standing-players.ts';
export { competitionRoutes } from './routes.ts';
export { start } from './start.ts';
export { valueStandingPlayers } from './value-standing-players.ts';
