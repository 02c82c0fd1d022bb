// The public surface of the user-events context: code outside modules/user-events/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { type UserEventsRoutesOptions, userEventsRoutes } from './routes.ts';
