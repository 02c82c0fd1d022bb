// The public surface of the health context: code outside modules/health/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { healthRoutes } from './routes.ts';
