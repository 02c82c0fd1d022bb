// The public surface of the api-docs context: code outside modules/api-docs/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { apiDocsRoutes } from './routes.ts';
