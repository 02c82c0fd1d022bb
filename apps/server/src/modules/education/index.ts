// The public surface of the education context: code outside modules/education/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { educationRoutes } from './routes.ts';
