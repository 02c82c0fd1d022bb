// The public surface of the replay context (replay events: docs/decisions/025-instruments-corporate-actions-replay.md):
// code outside modules/replay/ imports only this file (docs/decisions/021-contexts-on-floors.md).
export { replayRoutes } from './routes.ts';
