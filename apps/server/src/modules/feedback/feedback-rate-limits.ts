import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * A player may send 5 reviews an hour (5 at once, then one every 12 minutes): plenty to correct a typo, too few to
 * bury the operators' moderation queue. Keyed by account; only valid submissions count (the check runs after
 * validation).
 */
export const FEEDBACK_RATE_LIMITS = {
  perAccount: { name: 'feedback:account', limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
