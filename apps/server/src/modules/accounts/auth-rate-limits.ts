import type { BackoffRule, RateLimitRule } from '../../ports/rate-limiter.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Brute-force limits (token buckets: `limit` at once, refilled at `limit` per window).
 * Sign-in buckets count only FAILED sign-ins (a correct password gives its token back; see throttle-sign-in.ts and
 * decision 006): per IP 100 failures then 10 a minute, against spraying many accounts from one address; per account
 * 20 failures then one every 3 minutes, spent by addresses that already failed on it (distributed guessing).
 * Sign-up per IP is sized for a class of 40 signing up from one school address at the start of a lesson.
 * Per account, so one address (reset emails) is protected even from many IPs.
 */
export const AUTH_RATE_LIMITS = {
  signInFailuresPerIp: { name: 'sign-in-failures:ip', limit: 100, windowMs: 10 * MINUTE },
  signInFailuresPerAccount: { name: 'sign-in-failures:account', limit: 20, windowMs: HOUR },
  registerPerIp: { name: 'register:ip', limit: 80, windowMs: 60 * MINUTE },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 30, windowMs: 30 * MINUTE },
  forgotPasswordPerAccount: { name: 'forgot-password:account', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per (account, address) pair: 5 free failures, then 1 s, 2 s, 4 s … up to 15 minutes, answered 429 before the
 * password is checked; a correct password clears it. The success is remembered for 30 days: a known, clean pair
 * still signs in when its address's failure budget is spent (a class after one student's junk burst).
 */
export const SIGN_IN_PAIR_BACKOFF = {
  name: 'sign-in:pair',
  freeFailures: 5,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetFailuresAfterMs: DAY,
  rememberSuccessMs: 30 * DAY,
} as const satisfies BackoffRule;

/**
 * Per (account, browser): the same delays, keyed by the browser's device cookie once it signed in to the account
 * (sign-up or sign-in). A known browser within its free failures signs in whatever the address's and the account's
 * budgets say (a class at one school address after a junk burst, an owner behind an attacker's NAT); remembered 90 days
 * after its last success, which the cookie's lifetime follows.
 */
export const SIGN_IN_DEVICE_BACKOFF = {
  ...SIGN_IN_PAIR_BACKOFF,
  name: 'sign-in:device',
  rememberSuccessMs: 90 * DAY,
} as const satisfies BackoffRule;
