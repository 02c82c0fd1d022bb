// The public surface of the payments context: code outside modules/payments/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { billingRoutes } from './billing-routes.ts';
export {
  cancelProviderSubscriptionOfDeletedAccount,
  eraseBillingOfDeletedAccount,
} from './end-billing-of-deleted-account.ts';
export type { PaymentsLog } from './payments-deps.ts';
export { paymentRoutes } from './routes.ts';
export { start } from './start.ts';
