import type { RateLimitRule } from '../../ports/rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Per-account limits on profile saves (token buckets, keyed by user id). An email change checks the current
 * password and emails a link, so it is held tighter: ten an hour are plenty for typos, and far too few to probe
 * addresses or guess the password with a stolen session.
 */
export const USER_RATE_LIMITS = {
  profileUpdatePerAccount: { name: 'profile:account', limit: 30, windowMs: 60 * MINUTE },
  emailChangePerAccount: { name: 'email-change:account', limit: 10, windowMs: 60 * MINUTE },
  /** Each ask emails the account's own address: a few resends an hour, never a mail cannon. */
  emailVerificationPerAccount: { name: 'email-verification:account', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
