// The public surface of the accounts context: code outside modules/accounts/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { AUTH_RATE_LIMITS, SIGN_IN_DEVICE_BACKOFF, SIGN_IN_PAIR_BACKOFF } from './auth-rate-limits.ts';
export { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS, deviceTokenFrom } from './device-cookie.ts';
export { educatorUntil, isEducatorAt } from './educator-until.ts';
export { type Educator, findEducator } from './find-educator.ts';
export { isListedOperator, isOperator } from './is-operator.ts';
export { linkUrl, newLinkToken } from './link-token.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
export type { SessionUser } from './session-user.ts';
export {
  createSession,
  deleteSessionsOfUser,
  hashToken,
  type ResolvedSession,
  resolveCachedSession,
  resolveSession,
  revokeSession,
  SESSION_COOKIE,
  SESSION_USER_COLUMNS,
  toSessionUser,
} from './sessions.ts';
