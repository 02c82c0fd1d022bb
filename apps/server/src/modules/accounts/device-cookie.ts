import { SIGN_IN_DEVICE_BACKOFF } from './auth-rate-limits.ts';
import { newLinkToken } from './link-token.ts';
import { hashToken } from './sessions.ts';

/**
 * The device cookie (decision 006): a random token a browser gets on its first sign-up or sign-in and keeps across
 * sign-outs, so the sign-in throttle can tell the owner's own browser from the address it shares (throttle-sign-in.ts).
 * It proves nothing by itself: the throttle knows it only for the accounts that signed in with it. Only its SHA-256
 * reaches the rate limiter. It lives as long as the throttle remembers the browser, renewed at each success.
 */
export const DEVICE_COOKIE = 'ta_device';
export const DEVICE_COOKIE_TTL_MS = SIGN_IN_DEVICE_BACKOFF.rememberSuccessMs;

const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token from its cookie when well formed, else a fresh one (set on the answer after a success). */
export function deviceTokenFrom(cookie: string | undefined): { token: string; tokenHash: string } {
  return cookie && WELL_FORMED.test(cookie) ? { token: cookie, tokenHash: hashToken(cookie) } : newLinkToken();
}
