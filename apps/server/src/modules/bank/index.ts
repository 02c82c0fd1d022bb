// The public surface of the bank context: code outside modules/bank/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { bankRoutes } from './routes.ts';
