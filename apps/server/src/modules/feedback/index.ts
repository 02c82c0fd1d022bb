// The public surface of the feedback context: code outside modules/feedback/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { feedbackRoutes } from './routes.ts';
