// The public surface of the leagues context: code outside modules/leagues/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { completeDueLeagues } from './complete-due-leagues.ts';
export { createLeagueRecord } from './create-league-record.ts';
export { leagueStandings } from './league-standings.ts';
export { newInviteCode } from './new-invite-code.ts';
export { leagueRoutes } from './routes.ts';
export { withFreshInviteCode } from './with-fresh-invite-code.ts';
