// The public surface of the educator context: code outside modules/educator/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { gradeDueAssignments } from './grade-due-assignments.ts';
export { educatorRoutes } from './routes.ts';
export { snapshotClassValues } from './snapshot-class-values.ts';
