// The public surface of the classroom context (managed student accounts: docs/decisions/024-managed-student-accounts.md):
// code outside modules/classroom/ imports only this file (docs/decisions/021-contexts-on-floors.md).
export { eraseLapsedManagedAccounts } from './erase-lapsed-managed-accounts.ts';
export { classroomRoutes } from './routes.ts';
export { start } from './start.ts';
