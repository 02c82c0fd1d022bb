// The public surface of the market context: code outside modules/market/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { marketRoutes } from './routes.ts';
export { createSectorLookup } from './sector-lookup.ts';
export { changeOf } from './to-market-json.ts';
