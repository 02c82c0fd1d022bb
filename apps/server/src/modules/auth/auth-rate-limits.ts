import type { RateLimitRule } from '../../ports/rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Brute-force limits (token buckets: `limit` at once, refilled at `limit` per window).
 * Per IP, sized for a class of 40 signing up and signing in from one school address at the start of a lesson
 * (with room for typos), while a script from that address is held to the refill rate after the burst.
 * Per account, so one address (sign-in guesses, reset emails) is protected even from many IPs.
 */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 120, windowMs: 30 * MINUTE },
  signInPerAccount: { name: 'sign-in:account', limit: 10, windowMs: MINUTE },
  registerPerIp: { name: 'register:ip', limit: 80, windowMs: 60 * MINUTE },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 30, windowMs: 30 * MINUTE },
  forgotPasswordPerAccount: { name: 'forgot-password:account', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
