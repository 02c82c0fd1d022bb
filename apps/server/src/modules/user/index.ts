// The public surface of the user context: code outside modules/user/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).

export { type DeleteAccountDeps, deleteAccount } from './delete-account.ts';
export { userRoutes } from './routes.ts';
