// The public surface of the watchlist context: code outside modules/watchlist/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { watchlistRoutes } from './routes.ts';
