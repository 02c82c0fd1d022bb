// The public surface of the stream context: code outside modules/stream/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { type StreamRoutesOptions, streamRoutes } from './routes.ts';
