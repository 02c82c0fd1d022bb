// The public surface of the educator context: code outside modules/educator/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { educatorRoutes } from './routes.ts';
export { start } from './start.ts';
