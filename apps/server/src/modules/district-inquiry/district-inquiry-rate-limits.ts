import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/**
 * Each stored inquiry emails every operator, so one address may send 5 an hour (5 at once, then one every 12
 * minutes): a district office sending a correction fits, a script cannot fill the operators' inbox. Only valid
 * inquiries count (the check runs after validation).
 */
export const DISTRICT_INQUIRY_RATE_LIMITS = {
  perAddress: { name: 'district-inquiry:ip', limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;
