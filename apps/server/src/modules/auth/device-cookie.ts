import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_DEVICE_BACKOFF } from './auth-rate-limits.ts';
import { newLinkToken } from './link-token.ts';
import { hashToken } from './sessions.ts';

/**
 * The device cookie (decision 006): a random token a browser gets on its first sign-up or sign-in and keeps across
 * sign-outs, so the sign-in throttle can tell the owner's own browser from the address it shares (throttle-sign-in.ts).
 * It proves nothing by itself: the throttle knows it only for the accounts that signed in with it. Only its SHA-256
 * reaches the rate limiter.
 */
export const DEVICE_COOKIE = 'ta_device';

const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token: its cookie when well formed, else a fresh one, sent back by `setDeviceCookie`. */
export function deviceTokenOf(request: FastifyRequest): { token: string; tokenHash: string } {
  const token = request.cookies[DEVICE_COOKIE];
  return token && WELL_FORMED.test(token) ? { token, tokenHash: hashToken(token) } : newLinkToken();
}

/** Sets (or renews) the device cookie after a success, for as long as the throttle remembers the browser. */
export function setDeviceCookie(reply: FastifyReply, token: string, now: Date, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(now.getTime() + SIGN_IN_DEVICE_BACKOFF.rememberSuccessMs),
  });
}
