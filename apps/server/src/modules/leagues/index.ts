// The public surface of the leagues context: code outside modules/leagues/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { createLeagueRecord } from './create-league-record.ts';
export type { LeagueDeps } from './league-deps.ts';
export { leagueStandings } from './league-standings.ts';
export { newInviteCode } from './new-invite-code.ts';
export { requireLeagueMember } from './require-league-member.ts';
export { leagueRoutes } from './routes.ts';
export { start } from './start.ts';
export { withFreshInviteCode } from './with-fresh-invite-code.ts';
