// The public surface of the auth context: code outside modules/auth/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export type { AuthDeps, MailingDeps } from './auth-deps.ts';
export { buildLinkEmail } from './build-link-email.ts';
export { buildNoticeEmail } from './build-notice-email.ts';
export { endPendingLinks } from './end-pending-links.ts';
export { findTakenAccount, takenAccountFailure } from './find-taken-account.ts';
export { getUser } from './get-user.ts';
export { insertAccount } from './insert-account.ts';
export { isOpenLink } from './is-open-link.ts';
export { hashPassword, verifyPassword } from './password-hashing.ts';
export { presentUser } from './present-user.ts';
export { authRoutes } from './routes.ts';
export { throttleAccountKey } from './sign-in-name.ts';
export { spendLinkToken } from './spend-link-token.ts';
export { storeNewPassword } from './store-new-password.ts';
export { throttleSignIn } from './throttle-sign-in.ts';
