// The public surface of the trading context: code outside modules/trading/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { leaderboardRoutes } from './routes.ts';
export { start } from './start.ts';
